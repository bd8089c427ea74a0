import { createRoot } from 'react-dom/client';
import type { Storefront } from '../app/StorefrontData';
import { StorefrontProviders } from '../app/StorefrontProviders';
import { NewsletterSignup, type NewsletterSignupProps } from './NewsletterSignup';

/** The DOM event a mounted widget dispatches on its element after a sign-up; `detail.email` names the address. */
export const SUCCESSFUL_SUBMIT_EVENT = 'successfulSubmit';

export type MountNewsletterOptions = Omit<NewsletterSignupProps, 'onSuccessfulSubmit'>;

/**
 * Puts the sign-up widget into an element of a page that is not built with React. Returns a
 * function that removes it again.
 */
export function mountSignupInto(storefront: Storefront, element: HTMLElement, options: MountNewsletterOptions = {}): () => void {
  const root = createRoot(element);
  const announce = (email: string) => element.dispatchEvent(new CustomEvent(SUCCESSFUL_SUBMIT_EVENT, { detail: { email }, bubbles: true }));
  root.render(
    <StorefrontProviders {...storefront}>
      <NewsletterSignup {...options} onSuccessfulSubmit={announce} />
    </StorefrontProviders>,
  );
  return () => root.unmount();
}
