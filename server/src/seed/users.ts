import { DEMO_ACCOUNTS } from '@shared/schemas/auth.ts';
import { hashPassword } from '../modules/auth/service.ts';
import { insertUser } from '../modules/auth/repo.ts';
import type { SeedContext } from './context.ts';

const DEMO_RECRUITER = { first_name: 'Morgan', last_name: 'Reyes' };
const DEMO_RECRUIT = { first_name: 'Jordan', last_name: 'Avery' };

/** The two demo accounts of the login form. The recruit's pipeline record is linked by the recruits seed. */
export async function seedUsers({ sql }: SeedContext): Promise<void> {
  const password_hash = await hashPassword(DEMO_ACCOUNTS[0].password);
  await insertUser(sql, { type: 'recruiter', role: 'admin', email: DEMO_ACCOUNTS[0].email, ...DEMO_RECRUITER, password_hash });
  await insertUser(sql, { type: 'recruit', email: DEMO_ACCOUNTS[1].email, ...DEMO_RECRUIT, password_hash });
}
