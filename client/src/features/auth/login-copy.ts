/** Marketing-panel text for each state of the login screen. */

export type LoginScreenState = 'login' | 'forgotPassword' | 'checkInbox';

export const LOGIN_PANEL_COPY: Record<LoginScreenState, { title: string; description: string }> = {
  login: {
    title: 'Build your team with clarity',
    description:
      'Clearpath guides every loan officer from first conversation to first day: track the recruiting pipeline, run live ClearView planning sessions and keep onboarding on schedule.',
  },
  forgotPassword: {
    title: 'Forgot your password?',
    description: "It happens. Enter the email address on your account and we'll send you a secure link to choose a new password.",
  },
  checkInbox: {
    title: 'Check your inbox',
    description: 'Your reset link is on its way. Open the email and follow the link to set a new password, then sign in again.',
  },
};
