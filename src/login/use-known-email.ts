import { useEffect } from 'react';
import type { LoginClient } from './api/login-client';

/** Asks once whether the long-term token knows this browser's address, and hands it to `apply`. */
export function useKnownEmail(client: LoginClient, apply: (email: string) => void): void {
  useEffect(() => {
    let current = true;
    void client.knownEmail().then((email) => {
      if (current && email) apply(email);
    });
    return () => {
      current = false;
    };
    // Once per mount: the remembered address does not change while the page is open.
  }, []);
}
