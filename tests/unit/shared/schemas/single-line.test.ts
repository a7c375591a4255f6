// Names, subjects and titles are one line (issue 22, docs/security.md "Input"): a CR or LF in one
// could forge a header of the e-mail it goes into. Multi-line texts (notes, bios, bodies) keep them.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AccountSettingsPatch } from '@shared/schemas/auth.ts';
import { AcceptBody, RecruitCreateBody } from '@shared/schemas/recruits.ts';
import { CreateCampaignBody, SendEmailBody } from '@shared/schemas/nurture.ts';
import { EmailPdfBody } from '@shared/schemas/proforma.ts';
import { DepartmentBody, WorkstreamBody } from '@shared/schemas/onboarding-setup.ts';
import { RecruiterRequestBody } from '@shared/schemas/onboarding.ts';
import { ProfileBody } from '@shared/schemas/profile.ts';
import { CreateScenarioBody } from '@shared/schemas/scenarios.ts';

const recruit = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '555 010 2000', states_licensed: ['TX'] };

/** [contract, a valid body, the path of the one-line field to break]. */
const CASES: [string, z.ZodType, Record<string, unknown>, string[]][] = [
  ['settings first_name', AccountSettingsPatch, { first_name: 'Ann' }, ['first_name']],
  ['settings last_name', AccountSettingsPatch, { last_name: 'Lee' }, ['last_name']],
  ['recruit first_name', RecruitCreateBody, recruit, ['first_name']],
  ['acceptance lastName', AcceptBody, { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '5550102000' }, ['lastName']],
  ['campaign name', CreateCampaignBody, { name: 'Spring', campaign_type: 'long_term', duration_days: 30 }, ['name']],
  ['nurture e-mail subject', SendEmailBody, { recruit_id: 1, subject: 'Hello', content: 'Body' }, ['subject']],
  ['proforma e-mail subject', EmailPdfBody, { subject: 'Your report' }, ['subject']],
  ['department name', DepartmentBody, { name: 'IT', email: 'it@example.com' }, ['name']],
  ['workstream name', WorkstreamBody, { name: 'Laptops', department_id: 1 }, ['name']],
  ['onboarding current_company', RecruiterRequestBody, { recruit_id: 1, current_company: 'Acme' }, ['current_company']],
  ['profile city', ProfileBody, { basic_contact: { city: 'Austin' } }, ['basic_contact', 'city']],
  ['scenario name', CreateScenarioBody, { recruit: 1, name: 'Plan A' }, ['name']],
];

function withValue(body: Record<string, unknown>, path: string[], value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1) as string] = value;
  return copy;
}

describe('one-line fields', () => {
  for (const [name, schema, body, path] of CASES) {
    it(`${name}: accepts the valid body and refuses CR, LF and CRLF inside`, () => {
      expect(schema.safeParse(body).success, name).toBe(true);
      const base = String(path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], body));
      for (const breakChars of ['\r\n', '\n', '\r', '\u2028']) {
        const value = `${base.slice(0, 2)}${breakChars}Bcc: attacker@example.com`;
        const parsed = schema.safeParse(withValue(body, path, value));
        expect(parsed.success, `${name} ${JSON.stringify(breakChars)}`).toBe(false);
        expect(JSON.stringify(parsed.error?.issues)).toContain('Must be a single line');
      }
    });
  }

  it('refuses a line break inside a phone number (spaces stay fine)', () => {
    expect(RecruitCreateBody.safeParse({ ...recruit, phone: '555 010\n2000' }).success).toBe(false);
    expect(RecruitCreateBody.safeParse({ ...recruit, phone: '(555) 010-2000 x12' }).success).toBe(true);
    expect(ProfileBody.safeParse({ basic_contact: { mobile: '555\r\n0102000' } }).success).toBe(false);
    expect(ProfileBody.safeParse({ basic_contact: { mobile: '+1 555 010 2000' } }).success).toBe(true);
  });

  it('keeps line breaks in multi-line texts: recruit notes, a profile bio, an e-mail body', () => {
    expect(RecruitCreateBody.safeParse({ ...recruit, notes: 'First line\nSecond line' }).success).toBe(true);
    expect(ProfileBody.safeParse({ professional: { bio: 'Para one.\r\n\r\nPara two.' } }).success).toBe(true);
    expect(SendEmailBody.safeParse({ recruit_id: 1, subject: 'Hi', content: 'Line 1\nLine 2' }).success).toBe(true);
  });
});
