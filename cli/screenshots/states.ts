import type { Page } from 'playwright-core';
import type { Translation } from '../../locales/i18n-types.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { PAGE_ROUTES, pagesOf, type PageRoute } from '../../src/pages/routes.ts';

export const WIDTHS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

export type WidthName = keyof typeof WIDTHS;

/** What a state's steps need besides the page. */
export interface StateContext {
  config: CountryConfig;
  copy: Translation['newsletter'];
  /** An address of this picture's own, so the two widths' sign-ups do not meet in the database. */
  email: string;
}

/** One picture: a route in a state at a width. */
export interface Shot {
  /** The picture's file name without `.png`, the same in every country, e.g. `phone-home-errors`. */
  name: string;
  width: WidthName;
  /** The route the picture belongs to on the sheet. */
  route: string;
  /** e.g. `page`, `expanded`, `errors`. */
  state: string;
  /** Where the browser goes first. */
  open: string;
  /** The status `open` must answer with: 404 for the not-found page, else 200. */
  status: number;
  /** Steps from the opened page to the state; none for the page as loaded. */
  act?: (page: Page, context: StateContext) => Promise<void>;
}

const HOME = '/';
const CONFIRMATION = '/newsletter/confirm';

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const emailField = (page: Page, { copy }: StateContext) => page.getByRole('contentinfo').getByRole('textbox', { name: startsWith(copy.email) });
const submitButton = (page: Page, { copy }: StateContext) => page.getByRole('contentinfo').getByRole('button', { name: startsWith(copy.submit) });

// The form opens on focus: the first focus also starts the sign-up island's code, which then opens it.
async function expand(page: Page, context: StateContext): Promise<void> {
  await emailField(page, context).focus();
  await page.getByRole('button', { name: context.copy.legalNotice.title }).waitFor();
}

async function submitEmpty(page: Page, context: StateContext): Promise<void> {
  await expand(page, context);
  await submitButton(page, context).click();
  await page.getByText(context.copy.errors.emailRequired).first().waitFor();
}

/** Fills what the country's form shows, the way a shopper would, and signs up for real. */
async function signUp(page: Page, context: StateContext): Promise<void> {
  const { config, copy, email } = context;
  const { elements } = config.newsletter;
  const footer = page.getByRole('contentinfo');
  await expand(page, context);
  await emailField(page, context).fill(email);
  if (elements.salutation.show) await footer.getByRole('combobox', { name: startsWith(copy.salutation) }).selectOption({ label: copy.salutations.MRS });
  if (elements.firstName.show) await footer.getByRole('textbox', { name: startsWith(copy.firstName) }).fill('Zoë');
  if (elements.lastName.show) await footer.getByRole('textbox', { name: startsWith(copy.lastName) }).fill('Kovács-Yılmaz');
  if (elements.newsletterConsent.show) await footer.getByRole('checkbox', { name: startsWith(copy.newsletterConsent.slice(0, 30)) }).check();
  await submitButton(page, context).click();
  await page.getByText(copy.success.title).waitFor();
}

// The mail's link names the shop's own address; its path and the token in its fragment are what count here.
async function confirmFromMailbox(page: Page, context: StateContext): Promise<void> {
  await signUp(page, context);
  await page.goto('./_dev/mailbox');
  const link = new URL((await page.getByRole('link', { name: `Confirm the sign-up of ${context.email}` }).getAttribute('href'))!);
  await page.goto(`${link.pathname}${link.search}${link.hash}`);
  await page.getByRole('heading', { level: 1, name: context.copy.confirmation.heading }).waitFor();
}

async function openFirstGroup(page: Page, { config }: StateContext): Promise<void> {
  const [first] = Object.values(config.footer.teaser.groups);
  const footer = page.getByRole('contentinfo');
  // Each group is a <details>: its summary opens it, without a script.
  await footer.locator('summary', { hasText: first!.heading.link.text }).click();
  await footer.getByRole('link', { name: first!.overviewLink.text }).waitFor();
}

interface StateDefinition {
  route: string;
  state: string;
  open: string;
  status?: number;
  act?: Shot['act'];
  /** Only at this width: on a desktop the footer's groups are always open. */
  only?: WidthName;
}

/** The interactive states photographed besides every page as loaded (where the home page's form is closed). */
const STATES: readonly StateDefinition[] = [
  { route: HOME, state: 'expanded', open: HOME, act: expand },
  { route: HOME, state: 'errors', open: HOME, act: submitEmpty },
  { route: HOME, state: 'signed-up', open: HOME, act: signUp },
  { route: HOME, state: 'footer-group-open', open: HOME, act: openFirstGroup, only: 'phone' },
  { route: CONFIRMATION, state: 'confirmed', open: HOME, act: confirmFromMailbox },
];

const slug = (path: string) => path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';

// Route by route, each state beside its page and each width beside the other, so a sheet's columns keep them together.
function shotsOfRoutes(routes: readonly PageRoute[]): Shot[] {
  return routes.flatMap(({ path, status = 200 }) => {
    const states: StateDefinition[] = [{ route: path, state: 'page', open: path, status }, ...STATES.filter(({ route }) => route === path)];
    return states.flatMap(({ route, state, open, status = 200, act, only }) =>
      (Object.keys(WIDTHS) as WidthName[])
        .filter((width) => (only ?? width) === width)
        .map((width): Shot => ({ name: [width, slug(route), ...(state === 'page' ? [] : [state])].join('-'), width, route, state, open, status, act })),
    );
  });
}

/** The pictures taken of one country: every page it has at both widths, and the states of its pages. */
export function shotsOf(config: CountryConfig): Shot[] {
  return shotsOfRoutes(pagesOf(config));
}

/** Every picture any country may have, in the sheet's column order. */
export function allShots(): Shot[] {
  return shotsOfRoutes(PAGE_ROUTES);
}
