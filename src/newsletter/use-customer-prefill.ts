import { useEffect, useState } from 'react';
import { LOGIN_COOKIE, readCookie } from '../api/cookies';
import type { Consent } from '../config/country.generated';
import type { CustomerBaseData, NewsletterClient } from './api/newsletter-client';

/**
 * A logged-in customer's base data, fetched once on mount. Without a login, or when the lookup
 * fails, there is nothing to prefill and the form stays empty (spec §8).
 */
export function useCustomerPrefill(client: NewsletterClient, apply: (data: CustomerBaseData) => void): readonly Consent[] {
  const [heldConsents, setHeldConsents] = useState<readonly Consent[]>([]);
  useEffect(() => {
    const loginToken = readCookie(LOGIN_COOKIE);
    if (!loginToken) return;
    let current = true;
    client
      .customerBaseData(loginToken)
      .then((data) => {
        if (!current) return;
        setHeldConsents(data.consents);
        apply(data);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // Fetched once per mount: the login does not change while the page is open.
  }, []);
  return heldConsents;
}
