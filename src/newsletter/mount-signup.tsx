import { createRoot } from 'react-dom/client';
import type { Storefront } from '../app/StorefrontData';
import { StorefrontProviders } from '../app/StorefrontProviders';
import { NewsletterSignup, type NewsletterSignupProps } from './NewsletterSignup';

export type MountNewsletterOptions = Omit<NewsletterSignupProps, 'onSuccessfulSubmit'>;

/**
 * Puts the sign-up widget into an element of a page that is not built with React. Returns a
 * function that removes it again. Its successfulSubmit event (successful-submit.ts) bubbles up
 * through the element.
 */
export function mountSignupInto(storefront: Storefront, element: HTMLElement, options: MountNewsletterOptions = {}): () => void {
  const root = createRoot(element);
  root.render(
    <StorefrontProviders {...storefront}>
      <NewsletterSignup {...options} />
    </StorefrontProviders>,
  );
  return () => root.unmount();
}
