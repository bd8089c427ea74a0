import type { NewsletterElements } from '../config/country.generated';
import type { TranslationFunctions } from '../../locales/i18n-types';
import type { SignupFormValues } from './form-values';
import { emailProblem, nameProblem } from './rules';

type Validator<T> = (value: T) => string | null;
type SignupValidators = { [Field in keyof SignupFormValues]?: Validator<SignupFormValues[Field]> };

/** The rules of spec §5 for one country's form: which fields are checked and required comes from its data. */
export function signupValidators(elements: NewsletterElements, LL: TranslationFunctions): SignupValidators {
  const messages = LL.newsletter.errors;
  const name = (rule: NewsletterElements['firstName'], requiredMessage: () => string): Validator<string> => (value) => {
    const problem = nameProblem(value, { required: rule.required, maxLength: rule.maxLength });
    if (!problem) return null;
    return problem === 'required' ? requiredMessage() : messages.invalidCharacters();
  };
  return {
    email: (value) => {
      const problem = emailProblem(value, elements.email.maxLength);
      if (!problem) return null;
      return problem === 'required' ? messages.emailRequired() : messages.emailInvalid();
    },
    ...(elements.firstName.show ? { firstName: name(elements.firstName, messages.firstNameRequired) } : {}),
    ...(elements.lastName.show ? { lastName: name(elements.lastName, messages.lastNameRequired) } : {}),
    ...(elements.salutation.show && elements.salutation.required
      ? { salutation: (value: SignupFormValues['salutation']) => (value ? null : messages.salutationRequired()) }
      : {}),
    ...(elements.newsletterConsent.show && elements.newsletterConsent.required
      ? { newsletterConsent: (checked: boolean) => (checked ? null : messages.newsletterConsentRequired()) }
      : {}),
  };
}
