// Contracts of Complete Your Profile (docs/profile.md): the four groups the server validates and
// the completion answer. Empty values arrive as empty strings (docs/spec/doc2.md §5).
import { z } from 'zod';
import { lineText, plainText } from './common.ts';
import { EMAIL_PATTERN, INVALID_EMAIL } from '../domain/account-rules.ts';
import { BIRTHDAY_PATTERN, CHOICES, MAX_ADDITIONAL_PHOTOS, type Completion, type ProfileData } from '../domain/profile.ts';

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

export const ProfileCompletionQuery = z.object({
  recruit: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: 'Recruit must be a number' })
    .pipe(z.number().int().positive().max(2_147_483_647)),
});

/** An uploaded image as the profile shows it: short-lived signed addresses (docs/profile.md, "Images"). */
export type ProfileImage = { id: string; url: string; thumbnail_url: string; content_type: string; size: number };

export type ProfileCompletionResponse = ProfileData &
  Completion & {
    /** Every image the profile refers to, by id. */
    images: Record<string, ProfileImage>;
  };
