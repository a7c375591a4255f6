// A concrete request for every GET route of the API whose path or query needs a value, taken from
// the demo data (server/src/seed) or made the way a user makes it (an acceptance link, a reset link).
// Keyed by the OpenAPI path template; a route without parameters is called as it is.
import type { TestContext } from '../../support/test-app.ts';
import { call, type Headers } from '../../support/api.ts';
import { bookingToken } from '../../../server/src/modules/nurture/booking/links.ts';
import { unsubscribeLinks } from '../../../server/src/modules/nurture/unsubscribe/links.ts';
import { DEMO_ACCOUNTS } from '@shared/schemas/auth.ts';

/** GET routes the demo data cannot reach, with the reason. */
export const NOT_SAMPLED: Record<string, string> = {
  '/api/profile-images/{id}/': 'the demo recruits have no uploaded image (tests/server/profile covers the route)',
  '/api/unsubscribe/{token}/': 'answers 303 to the page (tests/server/nurture/unsubscribe.test.ts covers it)',
};

export async function demoSamples(ctx: TestContext, staff: Headers, resetToken: string): Promise<Record<string, string>> {
  const one = async <T>(rows: Promise<T[]>, what: string): Promise<T> => {
    const [row] = await rows;
    if (!row) throw new Error(`The demo data has no ${what}`);
    return row;
  };
  const { recruit_id: recruit } = await one(
    ctx.sql<{ recruit_id: number }[]>`select recruit_id from users where email = ${DEMO_ACCOUNTS[1].email}`,
    'demo recruit',
  );
  const clearview = await one(ctx.sql<{ token: string }[]>`select token from clearview_sessions where recruit_id = ${recruit}`, 'session');
  const scenario = await one(ctx.sql<{ id: number }[]>`select id from scenarios where recruit_id = ${recruit} order by id`, 'scenario');
  const request = await one(ctx.sql<{ id: number }[]>`select id from onboarding_requests order by id`, 'onboarding request');
  const process = await one(ctx.sql<{ id: number }[]>`select id from onboarding_processes order by id`, 'onboarding process');
  const task = await one(ctx.sql<{ id: number; uuid: string }[]>`select id, uuid from onboarding_tasks order by id`, 'onboarding task');
  const department = await one(ctx.sql<{ id: number }[]>`select id from departments order by id`, 'department');
  const template = await one(ctx.sql<{ id: number }[]>`select id from task_templates order by id`, 'task template');
  const proforma = await one(
    ctx.sql<{ id: number; token: string }[]>`select id, token from proforma_sessions where status = 'completed' order by id`,
    'completed proforma session',
  );
  const newRecruit = await one(
    ctx.sql<{ id: number }[]>`select id from recruits where status = 'profile_created' order by id`,
    'new recruit',
  );
  const invite = await call(ctx, 'POST', `/api/recruits/${newRecruit.id}/send_acceptance_invite/`, staff);
  const acceptToken = String(invite.json().inviteUrl).split('/accept/')[1];
  const reports = (await call(ctx, 'GET', '/api/reports/', staff)).json();
  const report = (Array.isArray(reports) ? reports : reports.results)[0].id;

  const unsubscribeToken = unsubscribeLinks(ctx.config, recruit, new Date()).page.split('/unsubscribe/')[1];
  const R = `/api/recruits/${recruit}`;
  const O = '/api/onboarding/api';
  const P = `/api/proforma/sessions/${proforma.id}`;
  return {
    '/api/auth/validate-reset-token/{token}/': `/api/auth/validate-reset-token/${resetToken}/`,
    '/api/recruits/{id}/': `${R}/`,
    '/api/recruits/{id}/timeline/': `${R}/timeline/`,
    '/api/recruits/{id}/consent/': `${R}/consent/`,
    '/api/unsubscribe/{token}/status/': `/api/unsubscribe/${unsubscribeToken}/status/`,
    '/api/recruits/{id}/booking_link/': `${R}/booking_link/`,
    '/api/booking/{token}/slots/': `/api/booking/${bookingToken(ctx.config.jwtSecret, recruit, new Date())}/slots/?meeting_type=ops_discovery`,
    '/api/recruits/{id}/profile_completion/': `${R}/profile_completion/`,
    '/api/recruiting/api/recruits/{id}/': `/api/recruiting/api/recruits/${recruit}/`,
    '/api/nurture/recruits/{id}/': `/api/nurture/recruits/${recruit}/`,
    '/api/accept/{token}/': `/api/accept/${acceptToken}/`,
    '/api/clearview/{token}/': `/api/clearview/${clearview.token}/`,
    '/api/clearview/{token}/report/': `/api/clearview/${clearview.token}/report/`,
    '/api/clearview-sessions/by_recruit/': `/api/clearview-sessions/by_recruit/?recruit_id=${recruit}`,
    '/api/scenarios/': `/api/scenarios/?recruit=${recruit}`,
    '/api/scenarios/{id}/': `/api/scenarios/${scenario.id}/`,
    '/api/recruiting-goals/': `/api/recruiting-goals/?scenario=${scenario.id}`,
    '/api/profile-completion/': `/api/profile-completion/?recruit=${recruit}`,
    '/api/scheduling/upcoming/': `/api/scheduling/upcoming/?recruit=${recruit}`,
    '/api/onboarding/api/requests/{id}/': `${O}/requests/${request.id}/`,
    '/api/onboarding/api/processes/{id}/': `${O}/processes/${process.id}/`,
    '/api/onboarding/api/processes/{id}/progress/': `${O}/processes/${process.id}/progress/`,
    '/api/onboarding/api/processes/{id}/progress_detailed/': `${O}/processes/${process.id}/progress_detailed/`,
    '/api/onboarding/api/processes/{id}/tasks/': `${O}/processes/${process.id}/tasks/`,
    '/api/onboarding/api/tasks/{id}/': `${O}/tasks/${task.id}/`,
    '/api/onboarding/api/departments/{id}/': `${O}/departments/${department.id}/`,
    '/api/onboarding/api/task-templates/{id}/': `${O}/task-templates/${template.id}/`,
    '/api/onboarding/task/{uuid}/': `/api/onboarding/task/${task.uuid}/`,
    '/api/onboarding/department/{id}/tasks/': `/api/onboarding/department/${department.id}/tasks/`,
    '/api/messages/opened/{file}': '/api/messages/opened/unknown-token.gif',
    '/api/proforma/sessions/{id}/': `${P}/`,
    '/api/proforma/sessions/{id}/inputs/': `${P}/inputs/`,
    '/api/proforma/sessions/{id}/download_pdf/': `${P}/download_pdf/`,
    '/api/proforma/sessions/{id}/clearview_data/': `${P}/clearview_data/`,
    '/api/proforma/live/{token}/': `/api/proforma/live/${proforma.token}/`,
    '/api/proforma/pre-session-data/': `/api/proforma/pre-session-data/?recruit=${recruit}`,
    '/api/reports/{id}/': `/api/reports/${report}/`,
    '/api/reports/{id}/csv/': `/api/reports/${report}/csv/`,
  };
}
