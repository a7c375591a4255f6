import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { homePathFor, useSession, type UserType } from '@client/lib/session';
import { paths } from '@client/config/paths';

/** Signed-out visitors go to /; a user of the other type goes to their own home (docs/spec/doc3.md §2.2). */
export function RequireUser({ type, children }: { type?: UserType; children: ReactNode }) {
  const { user } = useSession();
  if (!user) return <Redirect to={paths.home} replace />;
  if (type && user.type !== type) return <Redirect to={homePathFor(user)} replace />;
  return <>{children}</>;
}

/** / sends a signed-in user home and shows everyone else the login screen. */
export function HomeRoute({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user) return <Redirect to={homePathFor(user)} replace />;
  return <>{children}</>;
}
