// Complete Your Profile (docs/profile.md; docs/spec/doc2.md §3 "Profile fields", §5 Profile, §8, §9):
// the four groups and their fields, which ones are required, recommended or optional, the choices,
// the weighting of the completion percentage and its bands. One home for server and client.

export const PROFILE_GROUPS = {
  basic_contact: ['firstName', 'lastName', 'preferredName', 'email', 'mobile', 'address', 'city', 'state', 'zip', 'timezone'],
  personalization: ['profilePhoto', 'birthday', 'tshirtSize', 'favoriteColors', 'coffeePreference', 'snacks', 'hobbies', 'sportsTeams'],
  professional: [
    'currentRole',
    'bio',
    'headshot',
    'signatureImage',
    'additionalPhotos',
    'currentCompany',
    'nmlsNumber',
    'teamName',
    'yearsExperience',
    'loanFocus',
    'communicationMethod',
  ],
  social: ['linkedin', 'website', 'instagram', 'facebook'],
} as const;
export type ProfileGroup = keyof typeof PROFILE_GROUPS;
export type ProfileField = (typeof PROFILE_GROUPS)[ProfileGroup][number];
export const PROFILE_GROUP_KEYS = Object.keys(PROFILE_GROUPS) as ProfileGroup[];

/** Fields that hold lists; every other field holds one string. */
export const LIST_FIELDS = ['favoriteColors', 'additionalPhotos'] as const satisfies readonly ProfileField[];
/** Fields that hold uploaded images (their ids). */
export const IMAGE_FIELDS = ['profilePhoto', 'headshot', 'signatureImage', 'additionalPhotos'] as const satisfies readonly ProfileField[];
export const MAX_ADDITIONAL_PHOTOS = 6;
/** Images shown whole in a wide frame rather than cropped square (a signature is a long strip). */
export const isWideImage = (f: ProfileField): boolean => f === 'signatureImage';

const REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'tshirtSize',
  'birthday',
  'currentRole',
  'yearsExperience',
  'bio',
] as const satisfies readonly ProfileField[];
const RECOMMENDED_FIELDS = [
  'address',
  'city',
  'state',
  'coffeePreference',
  'currentCompany',
  'loanFocus',
] as const satisfies readonly ProfileField[];

/**
 * The weighting (docs/profile.md): required fields share 70 points, recommended 20, optional 10,
 * equally within each class. Every required field alone gives 70 %, which passes the 60 % onboarding
 * threshold; 100 % needs every field.
 */
const WEIGHT_SHARES = { required: 70, recommended: 20, optional: 10 } as const;

export const CHOICES = {
  timezone: [
    { value: 'EST', label: 'EST (Eastern)' },
    { value: 'CST', label: 'CST (Central)' },
    { value: 'MST', label: 'MST (Mountain)' },
    { value: 'PST', label: 'PST (Pacific)' },
  ],
  tshirtSize: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'].map((v) => ({ value: v, label: v })),
  loanFocus: ['Purchase', 'Refinance', 'Mixed'].map((v) => ({ value: v, label: v })),
  communicationMethod: ['Phone', 'Email', 'Text', 'Mixed'].map((v) => ({ value: v, label: v })),
} as const;

/** Birthday as MM/DD (docs/spec/doc2.md §5). */
export const BIRTHDAY_PATTERN = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/;

export type ProfileData = {
  [G in ProfileGroup]: { [F in (typeof PROFILE_GROUPS)[G][number]]?: F extends (typeof LIST_FIELDS)[number] ? string[] : string };
};

const classOf = (f: ProfileField): keyof typeof WEIGHT_SHARES =>
  (REQUIRED_FIELDS as readonly string[]).includes(f)
    ? 'required'
    : (RECOMMENDED_FIELDS as readonly string[]).includes(f)
      ? 'recommended'
      : 'optional';
/** Every field of the four groups, in their order. */
export const PROFILE_FIELDS = PROFILE_GROUP_KEYS.flatMap((g) => [...PROFILE_GROUPS[g]]) as ProfileField[];
const CLASS_SIZES = {
  required: REQUIRED_FIELDS.length,
  recommended: RECOMMENDED_FIELDS.length,
  optional: PROFILE_FIELDS.length - REQUIRED_FIELDS.length - RECOMMENDED_FIELDS.length,
};

/** A field's weight in percentage points. */
export const fieldWeight = (f: ProfileField): number => WEIGHT_SHARES[classOf(f)] / CLASS_SIZES[classOf(f)];

function fieldValue(p: Partial<ProfileData>, f: ProfileField): string | string[] | undefined {
  for (const g of PROFILE_GROUP_KEYS) {
    if ((PROFILE_GROUPS[g] as readonly string[]).includes(f))
      return (p[g] as Record<string, string | string[] | undefined> | undefined)?.[f];
  }
  return undefined;
}
const filled = (v: string | string[] | undefined) => (Array.isArray(v) ? v.some((x) => x.trim() !== '') : (v ?? '').trim() !== '');

/** The bands of the progress bar (docs/spec/doc2.md §2): below 50 is 'incomplete', shown red. */
export const COMPLETION_BANDS = ['excellent', 'good', 'fair', 'basic', 'incomplete'] as const;
export type CompletionBand = (typeof COMPLETION_BANDS)[number];
export function bandOf(percentage: number): CompletionBand {
  if (percentage >= 90) return 'excellent';
  if (percentage >= 80) return 'good';
  if (percentage >= 70) return 'fair';
  if (percentage >= 50) return 'basic';
  return 'incomplete';
}

/** The status message of each tier of docs/spec/doc2.md §9 (under 25, 25–49, 50–74, 75–99, 100). */
function statusMessage(percentage: number): string {
  if (percentage >= 100) return 'Your profile is complete. Thank you!';
  if (percentage >= 75) return 'Almost there: a few details left to complete your profile.';
  if (percentage >= 50) return 'Good start: keep going to complete your profile.';
  if (percentage >= 25) return 'Your profile is taking shape: add the required details next.';
  return 'Let us get to know you: start with the required fields.';
}

/** The save message of docs/spec/doc2.md §8, by result. */
export function saveMessage(percentage: number): string {
  const band = bandOf(percentage);
  if (band === 'excellent') return 'Profile is excellent! All key information provided.';
  if (band === 'good') return 'Profile is looking great! Well done.';
  if (percentage >= 70) return `Good progress! Profile is ${percentage}% complete.`;
  return `Profile saved! ${percentage}% complete`;
}

/** The dashboard's missing-field hints: at most 5, checked in this order (docs/spec/doc2.md §2). */
export const HINT_ORDER = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'currentRole',
  'bio',
  'yearsExperience',
] as const satisfies readonly ProfileField[];
export const MAX_HINTS = 5;

export type Completion = {
  completion_percentage: number;
  status: { status: CompletionBand; message: string };
  missing_fields: ProfileField[];
};

/** The recruit record's contact (the recruits table), which the profile's basic contact falls back to. */
export type RecordContact = { first_name: string; last_name: string; email: string; phone: string | null };

/**
 * The profile as its completion counts it (docs/profile.md, "Completion"): a name, e-mail or mobile
 * the recruit left empty counts with the recruit record's value, the way the form fills it from the
 * account, so a card never asks for what the record already holds.
 */
export function withRecordContact(p: Partial<ProfileData>, r: RecordContact): Partial<ProfileData> {
  const basic: Record<string, string | undefined> = { ...(p.basic_contact ?? {}) };
  const record = { firstName: r.first_name, lastName: r.last_name, email: r.email, mobile: r.phone ?? '' };
  for (const [field, value] of Object.entries(record)) if (!filled(basic[field]) && value.trim() !== '') basic[field] = value.trim();
  return { ...p, basic_contact: basic };
}

/** The percentage (whole points), its band and message, and the fields still empty (required first). */
export function computeCompletion(p: Partial<ProfileData>): Completion {
  let points = 0;
  const missing: ProfileField[] = [];
  for (const f of PROFILE_FIELDS) {
    if (filled(fieldValue(p, f))) points += fieldWeight(f);
    else missing.push(f);
  }
  const completion_percentage = Math.min(100, Math.round(points));
  const order = { required: 0, recommended: 1, optional: 2 };
  missing.sort((a, b) => order[classOf(a)] - order[classOf(b)]);
  return {
    completion_percentage,
    status: { status: bandOf(completion_percentage), message: statusMessage(completion_percentage) },
    missing_fields: missing,
  };
}

export const FIELD_LABELS: Record<ProfileField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  preferredName: 'Preferred Name',
  email: 'Email',
  mobile: 'Mobile',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  timezone: 'Time Zone',
  profilePhoto: 'Profile Photo',
  birthday: 'Birthday (MM/DD)',
  tshirtSize: 'T-Shirt Size',
  favoriteColors: 'Favorite Colors',
  coffeePreference: 'Coffee Preference',
  snacks: 'Favorite Snacks',
  hobbies: 'Hobbies',
  sportsTeams: 'Sports Teams',
  currentRole: 'Current Role',
  bio: 'Bio',
  headshot: 'Professional Headshot',
  signatureImage: 'Signature Image',
  additionalPhotos: 'Additional Photos',
  currentCompany: 'Current Company',
  nmlsNumber: 'NMLS Number',
  teamName: 'Team Name',
  yearsExperience: 'Years of Experience',
  loanFocus: 'Loan Focus',
  communicationMethod: 'Preferred Communication',
  linkedin: 'LinkedIn',
  website: 'Website',
  instagram: 'Instagram',
  facebook: 'Facebook',
};
export const isRequired = (f: ProfileField): boolean => (REQUIRED_FIELDS as readonly string[]).includes(f);
