import { useEffect, useState } from 'react';
import { loadAbAssignments } from '../../api/ab-assignment';
import { fetchFooterPromotion } from '../../api/promotion';
import { psData } from '../../api/psdata';
import type { PromotionContent } from '../../config/seed.generated';
import { hasReducedModeCookie } from '../../footer/reduced-mode';

/** The footer promotion once it has loaded; undefined while loading and when there is none. */
export function useFooterPromotion(): PromotionContent | undefined {
  const [promotion, setPromotion] = useState<PromotionContent>();
  useEffect(() => {
    void fetchFooterPromotion().then(setPromotion);
    // Spec §7: the footer asks for the visitor's A/B groups when it loads.
    void loadAbAssignments();
  }, []);
  return promotion;
}

/**
 * Whether the newsletter block may show: until psdata answers that this browser has a sign-up
 * waiting or done, it does. The prerendered page has the form, so most visitors see it before any
 * script runs; if psdata fails, the block stays, as offering it is the safer mistake.
 */
export function useNewsletterBlockAllowed(): boolean {
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    let current = true;
    psData
      .get()
      .then((data) => current && setAllowed(data.newsletter.status === null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return allowed;
}

/** Reduced mode forced by an affiliate or new-app cookie; read after mount, since the server has no cookies. */
export function useReducedModeCookie(names: readonly string[]): boolean {
  const [forced, setForced] = useState(false);
  useEffect(() => setForced(hasReducedModeCookie(document.cookie, names)), [names]);
  return forced;
}
