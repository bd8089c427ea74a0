import { ResponseError } from '../../api/errors';
import { newsletterClient, type NewsletterClient } from '../api/newsletter-client';
import { reportSignUpConfirmed } from '../signup-analytics';

export type ConfirmationState = 'confirming' | 'confirmed' | 'invalid' | 'failed';

/** Names, space-separated, the states in which a part of the confirmation page shows. */
export const CONFIRMATION_STATE_ATTRIBUTE = 'data-confirmation-state';

/** The token of a confirmation link `/newsletter/confirm#token=…`; the fragment never reaches a server log. */
export function tokenFromLocation(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

async function confirmToken(client: NewsletterClient, token: string): Promise<ConfirmationState> {
  try {
    await client.confirmSubscription(token);
    return 'confirmed';
  } catch (error) {
    return error instanceof ResponseError && [404, 410].includes(error.status) ? 'invalid' : 'failed';
  }
}

function show(page: ParentNode, state: ConfirmationState): void {
  for (const part of page.querySelectorAll<HTMLElement>(`[${CONFIRMATION_STATE_ATTRIBUTE}]`)) {
    part.hidden = !part.getAttribute(CONFIRMATION_STATE_ATTRIBUTE)!.split(' ').includes(state);
  }
}

/**
 * Marks the tab's history entry of a confirmed link. The entry's state stays through a reload and
 * a return with Back, and no link can set it, so it never thanks for a link nobody confirmed.
 */
const CONFIRMED_ENTRY = { newsletterConfirmed: true };

const confirmedInThisEntry = () => (window.history.state as typeof CONFIRMED_ENTRY | null)?.newsletterConfirmed === true;

/**
 * Confirms the sign-up the page's link names, once, and shows what came of it. The token then
 * leaves the address bar, and a reload shows the thanks again instead of calling the used link
 * invalid. Plain script: the page needs no component code for it.
 */
export async function confirmLink(page: ParentNode = document, client: NewsletterClient = newsletterClient()): Promise<void> {
  const token = tokenFromLocation(window.location.hash);
  const state = token ? await confirmToken(client, token) : confirmedInThisEntry() ? 'confirmed' : 'invalid';
  if (token && state === 'confirmed') {
    window.history.replaceState(CONFIRMED_ENTRY, '', `${window.location.pathname}${window.location.search}`);
    // The token has left the address: a reload neither confirms nor reports again.
    reportSignUpConfirmed();
  }
  show(page, state);
  // The thanks replace the 'confirming' status under the shopper's screen reader: they take focus, so they are read.
  if (state === 'confirmed') page.querySelector<HTMLElement>(`[${CONFIRMATION_STATE_ATTRIBUTE}="confirmed"] h1`)?.focus();
}
