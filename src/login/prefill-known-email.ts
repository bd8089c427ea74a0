import { HYDRATED_ATTRIBUTE } from '../islands/islands';
import { loginClient, type LoginClient } from './api/login-client';

const inputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;

/**
 * Fills the login form's address with the one the long-term token remembers (spec §2.2), whether
 * or not the form's code has arrived; only into an empty field, as the shopper may have started
 * typing another. A form that is live takes the value as it takes a password manager's: set on
 * the input, with an input event. One that is not reads it when it starts (useStorefrontForm).
 */
export async function prefillKnownEmail(island: Element, client: Pick<LoginClient, 'knownEmail'> = loginClient): Promise<void> {
  const email = await client.knownEmail();
  const field = island.querySelector<HTMLInputElement>('input[data-path="email"]');
  if (!email || !field || field.value !== '') return;
  if (!island.hasAttribute(HYDRATED_ATTRIBUTE)) {
    field.value = email;
    return;
  }
  // The prototype's setter: React watches the input's own, and would take the event for no change.
  inputValue.set!.call(field, email);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
