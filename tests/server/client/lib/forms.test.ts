// One way forms tell what is wrong (docs/client.md, "Forms"): the client checks a body with the
// request's own schema and gets the texts the real server answers; a refusal whose field errors the
// form shows under its fields is not toasted as well; the server's `error` is in plain words.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { call, signInStaff } from '../../../support/api.ts';
import { earlierToday, inDays } from '../../recruits/helpers.ts';
import { nurtureRecruit } from '../../nurture/helpers.ts';
import { CreateMeetingBody } from '@shared/schemas/nurture.ts';
import { ScheduleClearviewBody } from '@shared/schemas/recruits.ts';

// The client modules read browser globals only when they run; these imports need none.
const { checkWith } = await import('../../../../client/src/lib/forms.ts');
const { ApiError } = await import('../../../../client/src/lib/api.ts');
const { shownByForm } = await import('../../../../client/src/lib/query-client.ts');

const ctx = setupTestApp();
const h = signInStaff(ctx);
let recruit: number;
beforeAll(async () => {
  recruit = (await nurtureRecruit(ctx, h)).id;
});

const serverSays = async (body: Record<string, unknown>) => {
  const res = await call(ctx, 'POST', '/api/nurture/meetings/', h, body);
  return { status: res.statusCode, body: res.json() as { error: string; field_errors: Record<string, string[]> } };
};

describe('forms check with the shared schema and the server agrees', () => {
  it.each([
    ['a time earlier today', { scheduled_at: earlierToday() }],
    ['yesterday', { scheduled_at: inDays(-1) }],
    ['a link that is no web address', { scheduled_at: inDays(2), meeting_link: 'zoom meeting' }],
    ['no time at all', { scheduled_at: '' }],
  ])('%s: the same message on both sides, once, in plain words', async (_what, fields) => {
    const body = { recruit, meeting_type: 'ops_discovery', ...fields };
    const client = checkWith(CreateMeetingBody, body);
    const server = await serverSays(body);
    expect(server.status).toBe(400);
    const firsts = Object.fromEntries(Object.entries(server.body.field_errors).map(([k, v]) => [k, v[0]]));
    expect(client.errors).toEqual(firsts);
    expect(server.body.error).toBe(Object.values(firsts).join('; '));
    expect(server.body.error).not.toMatch(/Invalid (body|query)|—/);
  });

  it('a refusal the form shows at its fields is not toasted; any other is', async () => {
    const refused = await serverSays({ recruit, meeting_type: 'ops_discovery', scheduled_at: inDays(-1) });
    const err = new ApiError(400, refused.body.error, { fieldErrors: refused.body.field_errors, fromServer: true });
    expect(shownByForm(err, ['scheduled_at', 'meeting_link'])).toBe(true);
    expect(shownByForm(err, ['meeting_link'])).toBe(false);
    expect(shownByForm(new ApiError(409, 'Refused', { fromServer: true }), ['scheduled_at'])).toBe(false);
  });

  it('a custom ClearView link is required, and must be a web address', () => {
    const at = inDays(2);
    expect(checkWith(ScheduleClearviewBody, { scheduledDate: at, linkType: 'custom', meetingLink: '' }).errors).toEqual({
      meetingLink: 'Please provide a custom meeting link',
    });
    expect(checkWith(ScheduleClearviewBody, { scheduledDate: at, linkType: 'custom', meetingLink: 'javascript:x' }).errors).toEqual({
      meetingLink: 'The meeting link must be a web address starting with https://',
    });
    expect(checkWith(ScheduleClearviewBody, { scheduledDate: at, linkType: 'generated' }).errors).toBeNull();
  });
});
