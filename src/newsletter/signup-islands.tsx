import { NewsletterSignup } from './NewsletterSignup';

/** The footer's sign-up, with the country's defaults. */
export function FooterSignupIsland() {
  return <NewsletterSignup />;
}

/** /subscribenewsletter's sign-up: what the page is about, so its heading is the page's h1. */
export function SignupPageIsland() {
  return <NewsletterSignup origin="NEWSLETTER" headingOrder={1} />;
}


/** The confirmation page's form, offered again when the mail's link is no good. */
export function LinkInvalidSignupIsland() {
  return <NewsletterSignup linkInvalid />;
}
