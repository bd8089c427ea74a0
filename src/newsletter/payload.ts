import type { Consent, Salutation } from '../config/country.generated';
import type { SubscriberPayload } from './api/newsletter-client';

/** The form's values (spec §3 "Form values"). */
export interface SignupValues {
  email: string;
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  consents: Consent[];
  /** Legal confirmations such as TR's NEWSLETTER consent; they are not sent. */
  legals: string[];
}

export interface PayloadContext {
  /** Consents the logged-in customer already holds. */
  heldConsents: readonly Consent[];
  origin: string;
  originAddition: string;
}

/** Spec §3: empty salutation and names are omitted, and a consent the customer already holds is not sent again. */
export function subscriberPayload(values: SignupValues, context: PayloadContext): SubscriberPayload {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  return {
    email: values.email.trim(),
    ...(values.salutation ? { salutation: values.salutation } : {}),
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    consents: values.consents.filter((consent) => !context.heldConsents.includes(consent)),
    origin: context.origin,
    originAddition: context.originAddition,
  };
}
