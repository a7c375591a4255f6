import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, signInStaff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { createRecruit } from '../recruits/helpers.ts';
import { png, upload as uploadTo } from './helpers.ts';
import { bandOf, computeCompletion, fieldWeight, saveMessage } from '@shared/domain/profile.ts';

const ctx = setupTestApp();
const staffHeaders = signInStaff(ctx);
let recruitId: number;
let other: number;
let own: Record<string, string>;
let otherHeaders: Record<string, string>;

beforeAll(async () => {
  recruitId = (await createRecruit(ctx, staffHeaders)).id;
  other = (await createRecruit(ctx, staffHeaders)).id;
  own = (await signedIn(ctx, 'recruit', { recruit_id: recruitId })).headers;
  otherHeaders = (await signedIn(ctx, 'recruit', { recruit_id: other })).headers;
});

const REQUIRED = {
  basic_contact: { firstName: 'Jo', lastName: 'Park', email: 'jo@example.com', mobile: '(415) 555-2671' },
  personalization: { birthday: '07/14', tshirtSize: 'M' },
  professional: { currentRole: 'Senior LO', yearsExperience: '8', bio: 'Purchase specialist in the Bay Area.' },
};

const upload = (id: number, headers: Record<string, string>, filename: string, type: string, bytes: Buffer) =>
  uploadTo(ctx, id, headers, filename, type, bytes);

describe('completion weighting and bands (shared rule)', () => {
  it('required fields carry 70 points, recommended 20, optional 10', () => {
    expect(fieldWeight('bio') * 9).toBeCloseTo(70);
    expect(fieldWeight('city') * 6).toBeCloseTo(20);
    expect(fieldWeight('linkedin') * 18).toBeCloseTo(10);
    expect(computeCompletion({}).completion_percentage).toBe(0);
    expect(computeCompletion(REQUIRED).completion_percentage).toBe(70);
    expect(computeCompletion({ basic_contact: { firstName: 'Jo', linkedin: '' } as never }).completion_percentage).toBe(8);
  });

  it('bands at 90, 80, 70 and 50, and the save messages by result', () => {
    expect([90, 89, 80, 79, 70, 69, 50, 49].map(bandOf)).toEqual([
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'basic',
      'basic',
      'incomplete',
    ]);
    expect(saveMessage(95)).toBe('Profile is excellent! All key information provided.');
    expect(saveMessage(85)).toBe('Profile is looking great! Well done.');
    expect(saveMessage(72)).toBe('Good progress! Profile is 72% complete.');
    expect(saveMessage(40)).toBe('Profile saved! 40% complete');
  });
});

describe('profile API', () => {
  it('saves the four groups, answers percentage, status and missing fields, and stores the percentage for eligibility', async () => {
    const res = await call(ctx, 'POST', `/api/recruits/${recruitId}/save_profile_completion/`, own, {
      ...REQUIRED,
      personalization: { ...REQUIRED.personalization, favoriteColors: ['blue', ' ', ''] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.completion_percentage).toBe(71);
    expect(body.status).toEqual({ status: 'fair', message: expect.any(String) });
    expect(body.personalization.favoriteColors).toEqual(['blue']);
    expect(body.missing_fields.slice(0, 3)).toEqual(['address', 'city', 'state']);
    const [row] = await ctx.sql`select profile_completion_percentage as p from recruits where id = ${recruitId}`;
    expect(row.p).toBe(71);
    // Staff read it through both paths.
    expect((await call(ctx, 'GET', `/api/recruits/${recruitId}/profile_completion/`, staffHeaders)).json().completion_percentage).toBe(71);
    expect((await call(ctx, 'GET', `/api/profile-completion/?recruit=${recruitId}`, staffHeaders)).json().basic_contact.firstName).toBe(
      'Jo',
    );
  });

  it('counts the name, e-mail and phone the recruit record holds: one completion for the profile, the card and the lists', async () => {
    const fresh = await createRecruit(ctx, staffHeaders, { phone: '(415) 555-0100' });
    const profile = (await call(ctx, 'GET', `/api/recruits/${fresh.id}/profile_completion/`, staffHeaders)).json();
    expect(profile.missing_fields).not.toEqual(expect.arrayContaining(['firstName']));
    expect(profile.missing_fields.slice(0, 3)).toEqual(['birthday', 'tshirtSize', 'currentRole']);
    expect(profile.basic_contact).toMatchObject({ firstName: fresh.first_name, lastName: fresh.last_name, email: fresh.email });
    // 4 of the 9 required fields: 4 × 70 ÷ 9 = 31 %, the figure the recruit record (lists, eligibility) carries too.
    expect(profile.completion_percentage).toBe(31);
    const record = (await call(ctx, 'GET', `/api/recruits/${fresh.id}/`, staffHeaders)).json();
    expect(record.profile_completion_percentage).toBe(31);
  });

  it('refuses bad values with field errors and saves nothing', async () => {
    const before = (await call(ctx, 'GET', `/api/recruits/${recruitId}/profile_completion/`, own)).json();
    const res = await call(ctx, 'POST', `/api/recruits/${recruitId}/save_profile_completion/`, own, {
      basic_contact: { firstName: 'Changed' },
      personalization: { birthday: '13/40', tshirtSize: 'XXXXL' },
      professional: { yearsExperience: 'lots', loanFocus: 'Reverse' },
      social: { linkedin: 'not a url' },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().field_errors;
    expect(errors['personalization.birthday']).toEqual(['Birthday must be MM/DD']);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['personalization.tshirtSize', 'professional.yearsExperience', 'professional.loanFocus', 'social.linkedin']),
    );
    const after = (await call(ctx, 'GET', `/api/recruits/${recruitId}/profile_completion/`, own)).json();
    expect(after.basic_contact.firstName).toBe(before.basic_contact.firstName);
  });

  it('a recruit reads and writes only its own profile; staff read but do not write', async () => {
    expect((await call(ctx, 'GET', `/api/recruits/${recruitId}/profile_completion/`, otherHeaders)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/api/profile-completion/?recruit=${recruitId}`, otherHeaders)).statusCode).toBe(403);
    expect((await call(ctx, 'POST', `/api/recruits/${recruitId}/save_profile_completion/`, otherHeaders, REQUIRED)).statusCode).toBe(403);
    expect((await call(ctx, 'POST', `/api/recruits/${recruitId}/save_profile_completion/`, staffHeaders, REQUIRED)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/api/recruits/${recruitId}/profile_completion/`)).statusCode).toBe(401);
    expect((await upload(recruitId, otherHeaders, 'a.png', 'image/png', await png())).statusCode).toBe(403);
  });
});

describe('profile images', () => {
  it('stores a real image with a thumbnail, served by a signed address only', async () => {
    const res = await upload(recruitId, own, 'me.png', 'image/png', await png());
    expect(res.statusCode).toBe(201);
    const img = res.json();
    expect(img).toMatchObject({ content_type: 'image/png', url: expect.stringContaining(`/api/profile-images/${img.id}/`) });
    const full = await ctx.app.inject({ method: 'GET', url: img.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    const thumb = await ctx.app.inject({ method: 'GET', url: img.thumbnail_url });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(256);
    // A changed signature, another image's signature or an unsigned address is refused.
    expect((await ctx.app.inject({ method: 'GET', url: img.url.replace(/sig=[^&]+/, 'sig=forgedforgedforged') })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/profile-images/${img.id}/` })).statusCode).toBe(400);

    // The profile refers to it, and the answer carries its addresses.
    const saved = await call(ctx, 'POST', `/api/recruits/${recruitId}/save_profile_completion/`, own, {
      personalization: { ...REQUIRED.personalization, profilePhoto: img.id },
    });
    expect(saved.json().images[img.id].thumbnail_url).toContain('size=thumb');
  });

  it('refuses a wrong type, a file whose name lies, an oversize file, and another recruit’s image', async () => {
    const text = Buffer.from('this is not an image at all');
    const lying = await upload(recruitId, own, 'photo.png', 'image/png', text);
    expect(lying.statusCode).toBe(400);
    expect(lying.json().error).toBe('Only PNG, JPEG or WebP images can be uploaded');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await upload(recruitId, own, 'x.gif', 'image/gif', gif)).statusCode).toBe(400);
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const oversize = await upload(recruitId, own, 'big.png', 'image/png', big);
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json().error).toBe('Images can be at most 5 MB');
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect((await upload(recruitId, own, 'renamed.webp', 'image/webp', jpeg)).json().content_type).toBe('image/jpeg');

    const theirs = (await upload(other, otherHeaders, 'o.png', 'image/png', await png())).json();
    const res = await call(ctx, 'POST', `/api/recruits/${recruitId}/save_profile_completion/`, own, {
      professional: { ...REQUIRED.professional, headshot: theirs.id },
    });
    expect(res.statusCode).toBe(400);
    const [{ count }] = await ctx.sql`select count(*)::int as count from profile_images where recruit_id = ${recruitId}`;
    expect(count).toBe(2);
  });
});
