import type { AccountSettings, PublicUser } from '@shared/schemas/auth.ts';
import type { UserRow } from './repo.ts';

/** The user as the login and GET /auth/me/ answer it: no hash, no flags. */
export const toPublicUser = ({ id, type, role, department_id, first_name, last_name, email, recruit_id }: UserRow): PublicUser => ({
  id,
  type,
  role,
  department_id,
  first_name,
  last_name,
  email,
  recruit_id,
});

/** The account's own settings without the row's type and active flag. */
export const toAccountSettings = ({
  first_name,
  last_name,
  email,
  email_notifications,
  push_notifications,
}: AccountSettings): AccountSettings => ({
  first_name,
  last_name,
  email,
  email_notifications,
  push_notifications,
});
