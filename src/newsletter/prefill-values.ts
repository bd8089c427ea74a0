import type { NewsletterElements } from '../config/country.generated';
import type { CustomerBaseData } from './api/newsletter-client';
import type { SignupFormValues } from './form-values';

export type PrefilledValues = Pick<SignupFormValues, 'email' | 'salutation' | 'firstName' | 'lastName'>;

/**
 * What of a logged-in customer's base data the form takes (spec §8): only what the country's form
 * shows. A value the shopper cannot see would be sent without them knowing (GDPR's data
 * minimisation, spec §3); a salutation the form does not offer is left out for the same reason.
 */
export function prefilledValues(data: CustomerBaseData, elements: NewsletterElements): PrefilledValues {
  const { salutation, firstName, lastName } = elements;
  return {
    email: data.email,
    salutation: salutation.show && data.salutation && salutation.options.includes(data.salutation) ? data.salutation : '',
    firstName: firstName.show ? (data.firstName ?? '') : '',
    lastName: lastName.show ? (data.lastName ?? '') : '',
  };
}

/**
 * Of the prefilled values, those for fields that are still empty: the base data may arrive after
 * the shopper started typing, and what they typed stays (as on the login page).
 */
export function intoEmptyFields(prefilled: PrefilledValues, current: SignupFormValues): Partial<PrefilledValues> {
  return Object.fromEntries(Object.entries(prefilled).filter(([field]) => current[field as keyof PrefilledValues] === ''));
}
