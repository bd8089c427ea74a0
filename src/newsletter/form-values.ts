import type { Salutation } from '../config/country.generated';
import type { SignupValues } from './payload';

/** What the form's fields hold; the two checkboxes become spec §3's consents and legals lists on submit. */
// A type alias, not an interface: useStorefrontForm wants a plain record type.
export type SignupFormValues = {
  email: string;
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  /** The DNE (personalised offers) consent. */
  personalisation: boolean;
  /** TR's newsletter consent, legals value NEWSLETTER. */
  newsletterConsent: boolean;
  /** The honeypot `verify-email`: only bots fill it in. */
  verifyEmail: string;
};

export const EMPTY_SIGNUP_FORM: SignupFormValues = {
  email: '',
  salutation: '',
  firstName: '',
  lastName: '',
  personalisation: false,
  newsletterConsent: false,
  verifyEmail: '',
};

export function toSignupValues(values: SignupFormValues): SignupValues {
  return {
    email: values.email,
    salutation: values.salutation,
    firstName: values.firstName,
    lastName: values.lastName,
    consents: values.personalisation ? ['DNE'] : [],
    legals: values.newsletterConsent ? ['NEWSLETTER'] : [],
  };
}

/** Spec §2.1: the full form opens once the email field is focused or any field holds a value. */
export function holdsValues(values: SignupFormValues): boolean {
  return Boolean(values.email || values.salutation || values.firstName || values.lastName || values.personalisation || values.newsletterConsent);
}
