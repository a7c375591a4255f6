import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../server/src/modules/auth/service.ts';
import { insertUser } from '../../server/src/modules/auth/repo.ts';
import type { StaffRole, UserType } from '@shared/domain/roles.ts';
import type { TestContext } from './test-app.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
let cachedHash: Promise<string> | undefined;

/** A user with a known password (the argon2 hash is computed once per file to keep tests quick). */
export async function createUser(
  ctx: TestContext,
  u: {
    type: UserType;
    email?: string;
    first_name?: string;
    last_name?: string;
    recruit_id?: number | null;
    /** Staff only; tests' staff are admins unless they say otherwise (admins see and may do everything). */
    role?: StaffRole;
    department_id?: number | null;
  },
) {
  const email = u.email ?? `${u.type}-${randomBytes(4).toString('hex')}@example.com`;
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return insertUser(ctx.sql, {
    type: u.type,
    email,
    first_name: u.first_name ?? 'Test',
    last_name: u.last_name ?? u.type,
    password_hash: await cachedHash,
    recruit_id: u.recruit_id ?? null,
    role: u.type === 'recruit' ? null : (u.role ?? 'admin'),
    department_id: u.department_id ?? null,
  });
}

/** Signs in through the real endpoint and returns the tokens plus ready-made headers. */
export async function login(ctx: TestContext, email: string, user_type: UserType, password = TEST_PASSWORD) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password, user_type } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { access: string; refresh: string; user: { id: number } };
  return { ...body, headers: { authorization: `Bearer ${body.access}` } };
}

/** A new user of the given type, already signed in. */
export async function signedIn(
  ctx: TestContext,
  type: UserType,
  extra: { recruit_id?: number | null; role?: StaffRole; department_id?: number | null } = {},
) {
  const account = await createUser(ctx, { type, ...extra });
  const session = await login(ctx, account.email, type);
  return { ...session, account };
}

// The outbox answers signed-in recruiters only: one reader account per test app.
const outboxReaders = new WeakMap<TestContext['app'], Promise<Record<string, string>>>();
function outboxReader(ctx: TestContext): Promise<Record<string, string>> {
  let headers = outboxReaders.get(ctx.app);
  if (!headers) {
    headers = signedIn(ctx, 'recruiter').then((s) => s.headers);
    outboxReaders.set(ctx.app, headers);
  }
  return headers;
}

/**
 * The newest outbox message to an address, as the development outbox shows it to a recruiter.
 * Some mail leaves after the answer (a reset link): by default it waits up to 2 s for one to arrive;
 * `{ wait: false }` looks once (to show that nothing was sent).
 */
export async function lastMailTo(ctx: TestContext, to: string, opts: { wait?: boolean } = {}) {
  const headers = await outboxReader(ctx);
  const deadline = Date.now() + (opts.wait === false ? 0 : 2000);
  for (;;) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(to)}`, headers });
    const { results: messages } = res.json() as { results: { subject: string; text: string; links: string[] }[] };
    if (messages.length > 0 || Date.now() >= deadline) return messages[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
