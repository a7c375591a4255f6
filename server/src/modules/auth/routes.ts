import type { AreaRoutes } from '../../deps.ts';
import {
  AccountSettings,
  AccountSettingsPatch,
  ChangePasswordBody,
  ChangePasswordResponse,
  DemoCredentials,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  PasswordLinkInfo,
  PasswordTokenParams,
  PublicUser,
  RefreshBody,
  RefreshResponse,
  SetPasswordBody,
} from '@shared/schemas/auth.ts';
import { MessageResponse } from '@shared/schemas/common.ts';
import * as service from './service.ts';
import * as account from './account.ts';

// Demo access (config.seedDemo): the demo accounts may sign in and are shown on the login form.
// In production the demo-credentials endpoint does not exist at all.

export const authRoutes: AreaRoutes = async (app, { deps }) => {
  // Work done after the answer (a reset link's e-mail); the app waits for it when it closes.
  const pending = new Set<Promise<void>>();
  const later = (task: () => Promise<void>) => {
    const run = task()
      .catch((err) => deps.log.error({ err }, 'auth: background work failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  const kit = service.authKit({ signAccessToken: (claims) => app.signAccessToken(claims), later });
  // The fixed hash unknown logins are verified against is made now, not on the first such login.
  await service.dummyPasswordHash();
  const limited = { rateLimit: { max: deps.config.loginRateLimit, timeWindow: '1 minute' } };
  const signedIn = { onRequest: app.auth.user };

  app.post('/auth/login/', { schema: { body: LoginBody, response: { 200: LoginResponse } }, config: limited }, (req) =>
    service.login(deps, kit, req.body),
  );

  app.post('/auth/token/refresh/', { schema: { body: RefreshBody, response: { 200: RefreshResponse } } }, (req) =>
    service.refresh(deps, kit, req.body.refresh),
  );

  app.post('/auth/forgot-password/', { schema: { body: ForgotPasswordBody, response: { 200: MessageResponse } }, config: limited }, (req) =>
    service.forgotPassword(deps, kit, req.body.email),
  );

  // Limited per address like login; per account inside the service (docs/security.md, "Password links").
  const setPassword = {
    schema: { params: PasswordTokenParams, body: SetPasswordBody, response: { 200: MessageResponse } },
    config: limited,
  };
  for (const path of ['/auth/reset-password/:token/', '/auth/setup-password/:token/']) {
    app.post(path, setPassword, (req) => service.setPasswordWithLink(deps, kit, req.params.token, req.body.password));
  }

  app.get('/auth/validate-reset-token/:token/', { schema: { params: PasswordTokenParams, response: { 200: PasswordLinkInfo } } }, (req) =>
    service.passwordLinkInfo(deps, req.params.token),
  );

  app.get('/auth/me/', { ...signedIn, schema: { response: { 200: PublicUser } } }, (req) => account.me(deps, req.user));

  app.get('/auth/me/settings/', { ...signedIn, schema: { response: { 200: AccountSettings } } }, (req) =>
    account.ownSettings(deps, req.user),
  );
  app.patch('/auth/me/settings/', { ...signedIn, schema: { body: AccountSettingsPatch, response: { 200: AccountSettings } } }, (req) =>
    account.updateOwnSettings(deps, kit, req.user, req.body),
  );
  app.post(
    '/auth/me/password/',
    { ...signedIn, schema: { body: ChangePasswordBody, response: { 200: ChangePasswordResponse } }, config: limited },
    (req) => account.changeOwnPassword(deps, kit, req.user, req.body),
  );

  // Shown on the login form so a newcomer can sign in; empty when demo data is left out, and not
  // served at all in production (docs/security.md, "Development conveniences").
  if (deps.config.env !== 'production')
    app.get('/auth/demo-credentials/', { schema: { response: { 200: DemoCredentials } } }, () => service.availableDemoAccounts(deps));
};
