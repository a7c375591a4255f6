import {
  LIST_FIELDS,
  PROFILE_GROUP_KEYS,
  PROFILE_GROUPS,
  type ProfileData,
  type ProfileField,
  type ProfileGroup,
} from '@shared/domain/profile';

/** The form's values: every field present, strings or (list fields) string arrays. */
export type ProfileForm = { [G in ProfileGroup]: Record<string, string | string[]> };

const isList = (f: string) => (LIST_FIELDS as readonly string[]).includes(f);

export function emptyForm(): ProfileForm {
  return Object.fromEntries(
    PROFILE_GROUP_KEYS.map((g) => [g, Object.fromEntries(PROFILE_GROUPS[g].map((f) => [f, isList(f) ? [] : '']))]),
  ) as ProfileForm;
}

const isEmpty = (v: string | string[] | undefined) => (Array.isArray(v) ? v.length === 0 : !v);

/**
 * docs/spec/doc2.md §5: server values fill only the fields that are empty locally; names and
 * e-mail fall back to the account's.
 */
export function fillEmpty(
  local: ProfileForm,
  server: Partial<ProfileData>,
  account: { first_name: string; last_name: string; email: string },
): ProfileForm {
  const next = structuredClone(local);
  for (const g of PROFILE_GROUP_KEYS) {
    const from = (server[g] ?? {}) as Record<string, string | string[] | undefined>;
    for (const f of PROFILE_GROUPS[g]) {
      if (isEmpty(next[g][f]) && !isEmpty(from[f])) next[g][f] = from[f] as string | string[];
    }
  }
  const contact = next.basic_contact;
  if (!contact.firstName) contact.firstName = account.first_name;
  if (!contact.lastName) contact.lastName = account.last_name;
  if (!contact.email) contact.email = account.email;
  return next;
}

/** docs/spec/doc2.md §5: on save, blank list entries are removed and empty values are sent as ''. */
export function toPayload(form: ProfileForm): ProfileData {
  return Object.fromEntries(
    PROFILE_GROUP_KEYS.map((g) => [
      g,
      Object.fromEntries(
        PROFILE_GROUPS[g].map((f: ProfileField) => {
          const v = form[g][f];
          return [f, Array.isArray(v) ? v.map((x) => x.trim()).filter(Boolean) : (v ?? '').trim()];
        }),
      ),
    ]),
  ) as ProfileData;
}
