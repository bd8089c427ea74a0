import { NewsletterSignup } from '../../newsletter/NewsletterSignup';

/** The footer's newsletter block: the sign-up widget with the country's defaults. */
export function FooterSignup() {
  return <NewsletterSignup />;
}
