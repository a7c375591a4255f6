import type { AcceptBody } from '@shared/schemas/recruits';
import { INVALID_EMAIL, isEmail } from '@shared/domain/account-rules';

/** The editable contact details of the acceptance form and their rules (same texts as Create Recruit). */

export type ContactForm = Required<AcceptBody>;
export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.firstName.trim()) errors.firstName = 'First name is required';
  if (!form.lastName.trim()) errors.lastName = 'Last name is required';
  if (!form.email.trim()) errors.email = 'Email is required';
  else if (!isEmail(form.email)) errors.email = INVALID_EMAIL;
  if (!form.phone.trim()) errors.phone = 'Phone is required';
  return errors;
}

export const trimContact = (f: ContactForm): ContactForm => ({
  firstName: f.firstName.trim(),
  lastName: f.lastName.trim(),
  email: f.email.trim(),
  phone: f.phone.trim(),
});
