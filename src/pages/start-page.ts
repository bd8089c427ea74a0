import type { ComponentType } from 'react';
// Mantine's base styles and the kit's own for every page, first in the page's stylesheet: the
// server-rendered page needs them from its first paint, before any island's code.
import '../app/mantine-styles';
import { startVitalsWhenIdle } from '../analytics/vitals/start-vitals-when-idle';
import { enhanceFooter, type FooterParts } from '../footer/live/enhance-footer';
import { startIslands } from '../islands/start-islands';
import { LOGIN_COOKIE, readCookie } from '../api/cookies';
import { startTokenRenewal } from '../login/renewal/start-token-renewal';
import { SIGNUP_SECTION_ID } from '../newsletter/signup-anchor';
import { startStaffPanel } from '../preview/start-staff-panel';

/** A page's component, for the dev server only: `import.meta.env.DEV && (() => import(…))`, which a build drops. */
export type DevPage = false | (() => Promise<ComponentType>);

/** What the footer of the shop's own pages holds: the sign-up and the staff panel. */
const FOOTER_PARTS: FooterParts = { signupSectionId: SIGNUP_SECTION_ID, startStaffPanel };

/** What a page does with its HTML besides the islands: every page's footer and login state, and the page's own script if it has one. */
function enhancePage(pageScript?: () => void): () => void {
  return () => {
    for (const footer of document.querySelectorAll<HTMLElement>('[data-footer]')) enhanceFooter(footer, FOOTER_PARTS);
    // Only a shopper who holds a login token loads what shows it.
    if (readCookie(LOGIN_COOKIE)) void import('../login/login-state').then(({ showLoginState }) => showLoginState(document, () => window.sessionStorage));
    pageScript?.();
  };
}

/**
 * Brings a prerendered page to life without its component code: each island on its own
 * schedule, the footer's few scripted parts, the page's own script (`pageScript`, plain script
 * like the footer's), the login-token renewal that every page of the shop runs in the background,
 * and, once the page is idle, the real-user Core Web Vitals. The dev server's pages have no
 * prerendered HTML, so there the whole page renders in the browser.
 */
export function startPage(devPage: DevPage, pageScript?: () => void): void {
  const enhance = enhancePage(pageScript);
  if (import.meta.env.DEV && devPage) {
    void Promise.all([devPage(), import('./mount')]).then(([Page, { mountPage }]) => mountPage(Page, enhance));
  } else {
    startIslands();
    enhance();
  }
  startTokenRenewal();
  startVitalsWhenIdle();
}
