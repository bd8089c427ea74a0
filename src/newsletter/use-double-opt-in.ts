import { useEffect, useState } from 'react';
import { ResponseError } from '../api/errors';
import type { NewsletterClient } from './api/newsletter-client';

export type ConfirmationState = 'confirming' | 'confirmed' | 'invalid' | 'failed';

/** The token of a confirmation link `/newsletter/confirm#token=…`; the fragment never reaches a server log. */
export function tokenFromLocation(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/**
 * Confirms the sign-up the page's link names, once. The token then leaves the address bar, so a
 * reload shows the thanks again instead of calling a used link invalid.
 */
export function useDoubleOptIn(client: NewsletterClient): ConfirmationState {
  const [state, setState] = useState<ConfirmationState>('confirming');
  useEffect(() => {
    const token = tokenFromLocation(window.location.hash);
    if (!token) return setState('invalid');
    let current = true;
    client
      .confirmSubscription(token)
      .then(() => {
        window.history.replaceState(null, '', window.location.pathname);
        if (current) setState('confirmed');
      })
      .catch((error: unknown) => {
        if (current) setState(error instanceof ResponseError && [404, 410].includes(error.status) ? 'invalid' : 'failed');
      });
    return () => {
      current = false;
    };
  }, [client]);
  return state;
}
