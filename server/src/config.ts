import { z } from 'zod';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  // Several instances share live rooms over Redis pub/sub (docs/deployment.md); unset: one instance.
  REDIS_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 60 * 60),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Clearpath <no-reply@clearpath.test>'),
  SEED_DEMO: bool(true),
  SERVE_CLIENT: bool(true),
  MEETING_BASE_URL: z.string().url().default('https://meet.jit.si'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  // Delivery (docs/nurture.md): the worker, its attempts, and Twilio for SMS when all three are set.
  RUN_JOBS: bool(true),
  MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(25).default(8),
  // Webhook deliveries (docs/deployment.md "Webhooks"): attempts with exponential backoff, about 16 hours at 12.
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(25).default(12),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM_NUMBER: z.string().optional(),
  CULTURE_VIDEO_URL: z.string().url().optional(),
  // Prometheus metrics at /metrics, only with this bearer token (docs/deployment.md); unset: not served.
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(16, 'METRICS_TOKEN must be at least 16 characters')]).optional(),
  // `npm run db:backup` / `db:restore`: pg_dump and pg_restore from here instead of the bundled ones.
  PG_BIN_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  databaseUrl?: string;
  /** Redis for the room bus when several instances run (docs/deployment.md). */
  redisUrl?: string;
  dataDir: string;
  embeddedPgPort: number;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Demo access: the demo data is seeded into an empty database, the login form shows the demo
   * credentials, and the demo accounts may sign in. SEED_DEMO (default on), never in production.
   */
  seedDemo: boolean;
  /** Serve the built SPA; `npm run dev` turns it off because Vite serves the client there. */
  serveClient: boolean;
  meetingBaseUrl: string;
  loginRateLimit: number;
  logLevel: string;
  /** Start the job runner (delivery, nurture steps) with the app; tests start it only where they need it. */
  runJobs: boolean;
  messageMaxAttempts: number;
  /** Attempts of one webhook delivery before it is marked failed. */
  webhookMaxAttempts: number;
  twilio?: { accountSid: string; authToken: string; fromNumber: string };
  cultureVideoUrl: string;
  /** Bearer token of /metrics; unset, /metrics does not exist and prom-client is never loaded. */
  metricsToken?: string;
  /** Where the backup commands find pg_dump and pg_restore (docs/deployment.md "Backups"). */
  pgBinDir?: string;
};

/** Reads and checks the environment once at start; a bad value stops the process with a clear text. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production')
    refuseDevelopmentDefaults({ jwtSecret: e.JWT_SECRET, seedDemoAsked: env.SEED_DEMO !== undefined && e.SEED_DEMO });
  const dataDir = resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL || undefined,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    jwtSecret: e.JWT_SECRET ?? developmentSecret(dataDir),
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.NODE_ENV !== 'production' && e.SEED_DEMO,
    serveClient: e.SERVE_CLIENT,
    meetingBaseUrl: e.MEETING_BASE_URL.replace(/\/$/, ''),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    runJobs: e.RUN_JOBS,
    messageMaxAttempts: e.MESSAGE_MAX_ATTEMPTS,
    webhookMaxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM_NUMBER
        ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, fromNumber: e.TWILIO_FROM_NUMBER }
        : undefined,
    cultureVideoUrl: e.CULTURE_VIDEO_URL ?? `${appUrl}/recruit/dashboard`,
    metricsToken: e.METRICS_TOKEN || undefined,
    pgBinDir: e.PG_BIN_DIR || undefined,
  };
}

/**
 * Production never runs on a development convenience (docs/security.md, "Development
 * conveniences"): a generated JWT secret would differ per instance and lives beside the data, and
 * the demo accounts have published passwords. Each is a one-line error naming the variable.
 */
function refuseDevelopmentDefaults(p: { jwtSecret?: string; seedDemoAsked: boolean }): void {
  if (!p.jwtSecret) throw new Error('JWT_SECRET is required when NODE_ENV=production: set it to a random secret of at least 32 characters');
  if (p.seedDemoAsked) throw new Error('SEED_DEMO cannot be on when NODE_ENV=production: the demo accounts have published passwords');
}

/** True when HOST is reachable from other machines (anything but a loopback address). */
export function listensBeyondLoopback(config: Pick<Config, 'host'>): boolean {
  const host = config.host.toLowerCase();
  return !(host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host));
}

/** Secrets never live in the repo: without JWT_SECRET, a random one is generated once into the data dir. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
