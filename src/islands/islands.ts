/**
 * The parts of a page that a shopper can use, each brought to life on its own (issues 25 and 42).
 * Every other part of a page is server-rendered HTML that loads no component code.
 * - `near`: when the shopper scrolls it within 200 px of the viewport, or on first use;
 * - `interaction`: on first use only: the first focus, tap or key in it, or a value the browser or a
 *   password manager fills in. What the login page does on load needs no React (login-page-load.ts).
 */
export const ISLAND_HYDRATION = {
  login: 'interaction',
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

/** Counts the presses of an island's button before its code arrived; they are replayed once it has. */
export const HELD_CLICKS_ATTRIBUTE = 'data-held-clicks';

/** On the status region beside an island, with the text it says once a form in it is sent early. */
export const EARLY_STATUS_ATTRIBUTE = 'data-early-status';

/** On the same status region, with the text it says, and shows, when the island's code cannot be loaded. */
export const EARLY_FAILURE_ATTRIBUTE = 'data-early-failure';

/**
 * The attribute an island's element carries once its code could not be loaded: a form in it is no
 * longer shown busy, and sent again it is not posted either (the browser would lose what was
 * typed); its status region says the failure again.
 */
export const FAILED_ATTRIBUTE = 'data-island-failed';

/**
 * The event an island whose code could not be loaded sends (start-islands.ts): the page's starter,
 * which holds the island's early submits, marks it failed and says so.
 */
export const ISLAND_FAILED_EVENT = 'storefront:island-failed';

/** Marks a field whose first focus opens its whole form (the sign-up's email, spec §2.1). */
export const OPENS_FORM_ATTRIBUTE = 'data-opens-form';

/** The attribute an island's element carries once such a field had focus: CSS shows the whole form from then on. */
export const FORM_OPENED_ATTRIBUTE = 'data-form-opened';

/** Keeps the ids React gives an island's fields apart from the page's and other islands'; the server and the browser use the same. */
export const islandIdPrefix = (name: IslandName): string => `${name}-`;
