// Contracts of Complete Your Profile (docs/profile.md): the four groups the server validates and
// the completion answer. Empty values arrive as empty strings (docs/spec/doc2.md §5).
import { z } from 'zod';
import { lineText, plainText } from './common.ts';
import { EMAIL_PATTERN, INVALID_EMAIL } from '../domain/account-rules.ts';
import {
  BIRTHDAY_PATTERN,
  CHOICES,
  COMPLETION_BANDS,
  LIST_FIELDS,
  MAX_ADDITIONAL_PHOTOS,
  PROFILE_FIELDS,
  PROFILE_GROUPS,
  type Completion,
  type ProfileData,
  type ProfileGroup,
} from '../domain/profile.ts';

const blankOr = (pattern: RegExp, message: string, max = 300) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((v) => v === '' || pattern.test(v), message)
    .optional();
const choice = (options: readonly { value: string }[], label: string) =>
  z
    .string({ error: 'Must be text' })
    .refine((v) => v === '' || options.some((o) => o.value === v), `${label} must be one of ${options.map((o) => o.value).join(', ')}`)
    .optional();
const text = (max: number) => plainText(max).optional();
const line = (max: number) => lineText(max).optional();
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const imageRef = blankOr(IMAGE_ID, 'Upload the image first', 36);
const url = blankOr(/^https?:\/\/[^\s.]+\.[^\s]+$/i, 'Enter a full URL (https://…)');
/** Blank entries are dropped (docs/spec/doc2.md §5 "list fields cleaned on save"). */
const list = (item: z.ZodType<string, string>, max: number, label: string) =>
  z
    .array(z.string({ error: 'Must be text' }))
    .max(50)
    .transform((xs) => xs.map((x) => x.trim()).filter((x) => x !== ''))
    .pipe(z.array(item).max(max, `At most ${max} ${label}`))
    .optional();

export const ProfileBody = z.object({
  basic_contact: z
    .object({
      firstName: line(100),
      lastName: line(100),
      preferredName: line(100),
      email: blankOr(EMAIL_PATTERN, INVALID_EMAIL, 254),
      mobile: blankOr(/^[0-9+(). #x-]*[0-9][0-9+(). #x-]*$/i, 'Enter a valid phone number', 40),
      address: line(200),
      city: line(100),
      state: line(50),
      zip: blankOr(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code', 10),
      timezone: choice(CHOICES.timezone, 'Time zone'),
    })
    .strict()
    .optional(),
  personalization: z
    .object({
      profilePhoto: imageRef,
      birthday: blankOr(BIRTHDAY_PATTERN, 'Birthday must be MM/DD', 5),
      tshirtSize: choice(CHOICES.tshirtSize, 'T-shirt size'),
      favoriteColors: list(lineText(40), 10, 'colors'),
      coffeePreference: line(200),
      snacks: line(200),
      hobbies: text(500),
      sportsTeams: line(300),
    })
    .strict()
    .optional(),
  professional: z
    .object({
      currentRole: line(100),
      bio: text(2000),
      headshot: imageRef,
      signatureImage: imageRef,
      additionalPhotos: list(z.string().regex(IMAGE_ID, 'Upload the image first'), MAX_ADDITIONAL_PHOTOS, 'photos'),
      currentCompany: line(150),
      nmlsNumber: blankOr(/^\d{1,12}$/, 'NMLS number is digits only', 12),
      teamName: line(100),
      yearsExperience: blankOr(/^(\d|[1-5]\d|60)$/, 'Years of experience is a whole number from 0 to 60', 2),
      loanFocus: choice(CHOICES.loanFocus, 'Loan focus'),
      communicationMethod: choice(CHOICES.communicationMethod, 'Communication method'),
    })
    .strict()
    .optional(),
  social: z.object({ linkedin: url, website: url, instagram: url, facebook: url }).strict().optional(),
});
export type ProfileBody = z.infer<typeof ProfileBody>;

export const ProfileCompletionQuery = z.object({
  recruit: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: 'Recruit must be a number' })
    .pipe(z.number().int().positive().max(2_147_483_647)),
});

/** GET /profile-images/{id}/: the signed address of one image at one size (docs/profile.md, "Images"). */
export const ProfileImageQuery = z.object({
  size: z.enum(['full', 'thumb']),
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(10).max(100),
});
export const ProfileImageParams = z.object({ id: z.string().uuid('Not an image') });

/** An uploaded image as the profile shows it: short-lived signed addresses (docs/profile.md, "Images"). */
export const ProfileImage = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
  content_type: z.string(),
  size: z.number(),
});
export type ProfileImage = z.infer<typeof ProfileImage>;

const storedText = z.string().optional();
const storedList = z.array(z.string()).optional();
type StoredGroup<G extends ProfileGroup> = z.ZodObject<{
  [F in (typeof PROFILE_GROUPS)[G][number]]: F extends (typeof LIST_FIELDS)[number] ? typeof storedList : typeof storedText;
}>;
/** A group as stored: each of its fields, text or a list of texts, when filled in. */
const storedGroup = <G extends ProfileGroup>(g: G) =>
  z.object(
    Object.fromEntries(PROFILE_GROUPS[g].map((f) => [f, (LIST_FIELDS as readonly string[]).includes(f) ? storedList : storedText])),
  ) as unknown as StoredGroup<G>;

/** The profile with its completion (shared/domain/profile.ts) and every image it refers to, by id. */
export const ProfileCompletionResponse = z.object({
  basic_contact: storedGroup('basic_contact'),
  personalization: storedGroup('personalization'),
  professional: storedGroup('professional'),
  social: storedGroup('social'),
  completion_percentage: z.number(),
  status: z.object({ status: z.enum(COMPLETION_BANDS), message: z.string() }),
  missing_fields: z.array(z.enum(PROFILE_FIELDS)),
  images: z.record(z.string(), ProfileImage),
}) satisfies z.ZodType<ProfileData & Completion>;
export type ProfileCompletionResponse = z.infer<typeof ProfileCompletionResponse>;

/** An image itself (PNG, JPEG or WebP; thumbnails are WebP). */
const imageBytes = { schema: z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' }) };
export const ProfileImageFile = {
  description: 'The image',
  content: { 'image/png': imageBytes, 'image/jpeg': imageBytes, 'image/webp': imageBytes },
};
