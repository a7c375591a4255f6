import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { homePathFor, useSession, type UserType } from '@client/lib/session';
import { returnPathFrom, signInThenReturnTo } from '@client/lib/return-to';
import { paths } from '@client/config/paths';

/**
 * Signed-out visitors go to / (the sign-in screen), which returns them here once they are signed
 * in; a user of the other type goes to their own home (docs/spec/doc3.md §2.2).
 */
export function RequireUser({ type, children }: { type?: UserType; children: ReactNode }) {
  const { user } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  if (!user) return <Redirect to={signInThenReturnTo(paths.home, search ? `${location}?${search}` : location)} replace />;
  if (type && user.type !== type) return <Redirect to={homePathFor(user)} replace />;
  return <>{children}</>;
}

/** / sends a signed-in user where they were going (or home) and shows everyone else the login screen. */
export function HomeRoute({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const next = returnPathFrom(useSearch());
  if (user) return <Redirect to={next ?? homePathFor(user)} replace />;
  return <>{children}</>;
}
