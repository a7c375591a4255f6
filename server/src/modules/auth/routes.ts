import type { AreaRoutes } from '../../deps.ts';
import {
  type AccountSettings,
  AccountSettingsPatch,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  PasswordTokenParams,
  RefreshBody,
  SetPasswordBody,
} from '@shared/schemas/auth.ts';
import { PASSWORD_SET } from '@shared/domain/account-rules.ts';
import { notFound } from '../../lib/http-error.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';
import * as account from './account.ts';
import { serviceDeps } from '../../lib/service-deps.ts';

// Demo access (config.seedDemo): the demo accounts may sign in and are shown on the login form.
// In production the demo-credentials endpoint does not exist at all.

const FORGOT_SENT = 'If an account exists for this email, a reset link has been sent.';

export const authRoutes: AreaRoutes = async (app, { deps: shared }) => {
  const opts = { ...shared.config, production: shared.config.env === 'production' };
  // Work done after the answer (a reset link's e-mail); the app waits for it when it closes.
  const pending = new Set<Promise<void>>();
  const later = (task: () => Promise<void>) => {
    const run = task()
      .catch((err) => app.log.error({ err }, 'auth: background work failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  const accountLimits = service.accountLimits();
  const deps = (): service.AuthDeps => ({
    ...serviceDeps(app),
    refreshTokenTtl: opts.refreshTokenTtl,
    demoAccess: opts.seedDemo,
    accountLimits,
    signAccessToken: (claims) => app.signAccessToken(claims),
    later,
  });
  // The fixed hash unknown logins are verified against is made now, not on the first such login.
  await service.dummyPasswordHash();
  const limited = { rateLimit: { max: opts.loginRateLimit, timeWindow: '1 minute' } };

  app.post('/auth/login/', { schema: { body: LoginBody }, config: limited }, (req) => service.login(deps(), req.body));

  app.post('/auth/token/refresh/', { schema: { body: RefreshBody } }, (req) => service.refresh(deps(), req.body.refresh));

  app.post('/auth/forgot-password/', { schema: { body: ForgotPasswordBody }, config: limited }, async (req) => {
    await service.forgotPassword(deps(), req.body.email);
    return { message: FORGOT_SENT };
  });

  // Limited per address like login; per account inside the service (docs/security.md, "Password links").
  const setPassword = { schema: { params: PasswordTokenParams, body: SetPasswordBody }, config: limited };
  for (const path of ['/auth/reset-password/:token/', '/auth/setup-password/:token/']) {
    app.post(path, setPassword, async (req) => {
      await service.setPasswordWithLink(deps(), req.params.token, req.body.password);
      return { message: PASSWORD_SET };
    });
  }

  app.get('/auth/validate-reset-token/:token/', { schema: { params: PasswordTokenParams } }, async (req) => {
    const user = await service.userForPasswordLink(deps(), req.params.token);
    return { valid: true, user: { first_name: user.first_name, email: user.email } };
  });

  app.get('/auth/me/', { onRequest: app.auth.user }, async (req) => {
    const user = await repo.findUserById(app.sql, req.user.sub);
    if (!user?.is_active) throw notFound('Account not found');
    return repo.toPublicUser(user);
  });

  app.get('/auth/me/settings/', { onRequest: app.auth.user }, async (req): Promise<AccountSettings> => {
    const row = await repo.findAccountSettings(app.sql, req.user.sub);
    if (!row?.is_active) throw notFound('Account not found');
    const { first_name, last_name, email, email_notifications, push_notifications } = row;
    return { first_name, last_name, email, email_notifications, push_notifications };
  });
  app.patch('/auth/me/settings/', { onRequest: app.auth.user, schema: { body: AccountSettingsPatch } }, (req) =>
    account.updateOwnSettings(deps(), req.user, req.body),
  );
  app.post('/auth/me/password/', { onRequest: app.auth.user, schema: { body: ChangePasswordBody }, config: limited }, (req) =>
    account.changeOwnPassword(deps(), req.user, req.body),
  );

  // Shown on the login form so a newcomer can sign in; empty when demo data is left out, and not
  // served at all in production (docs/security.md, "Development conveniences").
  if (!opts.production)
    app.get('/auth/demo-credentials/', async () => ({ accounts: await service.availableDemoAccounts(app.sql, opts.seedDemo) }));
};
