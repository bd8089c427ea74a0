import { loadAbAssignments } from '../../api/ab-assignment';
import { psData } from '../../api/psdata';
import { detectDeviceClass, isTabletOrPhone } from '../../widgets/layout/device';
import { hasReducedModeCookie } from '../reduced-mode';
import { wireConsentSettings } from './consent-settings';
import { showPromotion } from './promotion';
import { wireViewSwitch } from './view-switch';

/** The attribute the footer carries once its script has wired it; tests wait for it. */
export const LIVE_FOOTER_ATTRIBUTE = 'data-live';

/** What the footer needs of the features it holds; the page that composes them passes it in. */
export interface FooterParts {
  /** The id of the sign-up's section: the skip links to it go with the sign-up when the footer hides it. */
  signupSectionId: string;
  /** Brings the staff preview panel to life in its slot, for staff only; a footer without a slot never calls it. */
  startStaffPanel?: (slot: HTMLElement) => void;
}

/**
 * Takes the footer's sign-up out of the page, with the skip link that leads to it. The link is
 * looked for beside the footer: in the footer embed's shadow root there is none, and the links of
 * the page around it are the page's own.
 */
function hideSignup(footer: HTMLElement, signupSectionId: string): void {
  const signup = footer.querySelector<HTMLElement>('[data-island="footer-signup"]');
  if (!signup) return;
  signup.hidden = true;
  const root = footer.getRootNode() as Document | ShadowRoot;
  for (const link of root.querySelectorAll(`a[href="#${signupSectionId}"]`)) link.remove();
}

/**
 * What the footer does that HTML cannot: the view switch and the consent button, the country
 * switcher's removal on tablets and phones (spec §2.3), the reduced footer for an affiliate or
 * app cookie, and its services (spec §7): the visitor's A/B groups, the promotion, and psdata,
 * which hides the sign-up for a browser that has one waiting or done. The staff panel is the
 * preview's to start (`parts`).
 */
export function enhanceFooter(footer: HTMLElement, { signupSectionId, startStaffPanel }: FooterParts): void {
  wireViewSwitch(footer);
  wireConsentSettings(footer);
  if (isTabletOrPhone(detectDeviceClass(navigator))) footer.querySelector('[data-country-switcher]')?.remove();
  if (hasReducedModeCookie(document.cookie, (footer.dataset.reducedCookies ?? '').split(' ').filter(Boolean))) {
    for (const part of footer.querySelectorAll<HTMLElement>('[data-footer-reducible]')) part.hidden = true;
    hideSignup(footer, signupSectionId);
  }
  void loadAbAssignments();
  const promotion = footer.querySelector<HTMLElement>('[data-footer-promotion]');
  if (promotion) void showPromotion(promotion, footer.dataset.basePath ?? '/');
  psData
    .get()
    .then((data) => data.newsletter.status !== null && hideSignup(footer, signupSectionId))
    // If psdata fails, the sign-up stays: offering it is the safer mistake.
    .catch(() => undefined);
  const staffPanel = footer.querySelector<HTMLElement>('[data-staff-preview]');
  if (staffPanel) startStaffPanel?.(staffPanel);
  footer.setAttribute(LIVE_FOOTER_ATTRIBUTE, '');
}
