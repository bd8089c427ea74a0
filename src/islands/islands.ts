/**
 * The parts of a page that a shopper can use, each brought to life on its own (issue 25). Every
 * other part of a page is server-rendered HTML that loads no component code.
 * - `load`: at once, after the first paint: what the page is for, the login form;
 * - `near`: when the shopper scrolls it within 200 px of the viewport, or on the first focus, tap or key in it;
 * - `interaction`: on the first focus, tap or key in it: a form a shopper may never touch.
 */
export const ISLAND_HYDRATION = {
  login: 'load',
  'footer-signup': 'near',
  // /subscribenewsletter's form, and the one the confirmation page offers again for a link that is no good.
  'signup-page': 'interaction',
  'confirmation-signup': 'interaction',
} as const;

export type IslandName = keyof typeof ISLAND_HYDRATION;

/** The attribute an island's element carries once its code has taken it over; tests wait for it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Marks a form in an island that was sent before the island's code had taken it over: it is sent again once it has. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

/** Marks a field whose first focus opens its whole form (the sign-up's email, spec §2.1). */
export const OPENS_FORM_ATTRIBUTE = 'data-opens-form';

/** The attribute an island's element carries once such a field had focus: CSS shows the whole form from then on. */
export const FORM_OPENED_ATTRIBUTE = 'data-form-opened';

/** Keeps the ids React gives an island's fields apart from the page's and other islands'; the server and the browser use the same. */
export const islandIdPrefix = (name: IslandName): string => `${name}-`;
