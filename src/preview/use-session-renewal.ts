import { useEffect } from 'react';
import type { PreviewClient } from './api/preview-client';

/** Spec §9: the staff session is renewed every 300 seconds while the panel is in use. */
export const SESSION_RENEWAL_MS = 300_000;

/** Renews the staff session while mounted; `onEnded` runs once the service no longer knows it. */
export function useSessionRenewal(client: PreviewClient, onEnded: () => void): void {
  useEffect(() => {
    const timer = setInterval(() => {
      void client.renewSession().then((alive) => alive || onEnded());
    }, SESSION_RENEWAL_MS);
    return () => clearInterval(timer);
  }, [client, onEnded]);
}
