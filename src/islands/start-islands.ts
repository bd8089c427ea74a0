import { ISLAND_LOADERS } from './island-loaders';
import { ANNOUNCED_SUBMIT_ATTRIBUTE } from '../widgets/validation/announced-submit';
import {
  EARLY_STATUS_ATTRIBUTE,
  HELD_CLICKS_ATTRIBUTE,
  HELD_SUBMIT_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ISLAND_FAILED_EVENT,
  ISLAND_HYDRATION,
  type IslandName,
} from './islands';

/** What counts as a shopper starting to use an island; a value filled in by the browser or a password manager comes as input alone. */
const FIRST_USE = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/** "Near the viewport": within 200 px of it, about a thumb's scroll on a phone. */
const NEAR = '200px 0px';

/** Lets the browser handle what the shopper did meanwhile, a key or a tap, before the next piece of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Loads and hydrates an island in steps: React, then what every island shares (Mantine's theme,
 * the country's data), then the island's own code, each evaluated in a task of its own. A key the
 * shopper presses meanwhile waits for one step at most, not for all of them at once.
 */
async function hydrate(element: HTMLElement, name: IslandName): Promise<void> {
  await import('./load-react');
  await yieldToBrowser();
  const { hydrateIsland } = await import('./hydrate-island');
  await yieldToBrowser();
  const Content = await ISLAND_LOADERS[name]();
  await yieldToBrowser();
  await hydrateIsland(element, name, Content);
}

/**
 * A focus that arrived before the code did: React saw no focus event, so the island is told of
 * it now (the sign-up form opens its further fields on the email's focus, spec §2.1).
 */
function replayFocus(element: HTMLElement): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== element && element.contains(focused)) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
}

/**
 * A press as a pointer makes it: components answer some presses on mousedown (Mantine's password
 * toggle), others on click (its accordion), and `click()` alone would reach only the latter.
 */
function pressButton(button: HTMLElement): void {
  for (const type of ['mousedown', 'mouseup', 'click']) button.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: window }));
}

/**
 * What the shopper did before the code arrived, done now: the presses of its buttons, each in a
 * task of its own so that the component has rendered one before the next (two presses of a
 * toggle are no press), then a form sent early. The early status region falls silent: it said
 * the form is sending, which the form's own does not repeat (announced-submit.ts).
 */
async function replayEarlyUse(element: HTMLElement): Promise<void> {
  for (const button of element.querySelectorAll<HTMLElement>(`[${HELD_CLICKS_ATTRIBUTE}]`)) {
    const presses = Number(button.getAttribute(HELD_CLICKS_ATTRIBUTE));
    button.removeAttribute(HELD_CLICKS_ATTRIBUTE);
    for (let press = 0; press < presses; press++) {
      pressButton(button);
      await yieldToBrowser();
    }
  }
  const status = element.nextElementSibling?.hasAttribute(EARLY_STATUS_ATTRIBUTE) ? element.nextElementSibling : undefined;
  const held = element.querySelector<HTMLFormElement>(`form[${HELD_SUBMIT_ATTRIBUTE}]`);
  if (status) status.textContent = '';
  if (!held) return;
  held.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
  // The busy state the page gave its buttons is the form's own to show from now on.
  for (const button of held.querySelectorAll('[type="submit"][aria-busy]')) button.removeAttribute('aria-busy');
  if (status) held.setAttribute(ANNOUNCED_SUBMIT_ATTRIBUTE, '');
  held.requestSubmit();
}

/**
 * Brings one island to life when its time comes. Nothing a shopper does before that is lost:
 * typed text stays in the fields (React takes it over), focus stays and is replayed, and presses
 * and a form sent early are held and done once the island's code has taken it over.
 */
function scheduleIsland(element: HTMLElement, name: IslandName): void {
  let observer: IntersectionObserver | undefined;
  // start-after-paint.ts holds a form sent before now, and from now on as well; this starts the island's code for it.
  const holdSubmit = () => wake();
  let woken = false;
  const wake = () => {
    if (woken) return;
    woken = true;
    observer?.disconnect();
    for (const type of FIRST_USE) element.removeEventListener(type, wake, true);
    hydrate(element, name)
      .then(() => {
        element.removeEventListener('submit', holdSubmit, true);
        element.setAttribute(HYDRATED_ATTRIBUTE, '');
        replayFocus(element);
        return replayEarlyUse(element);
      })
      .catch((error: unknown) => {
        // A dropped connection, or a release that removed the files of the page the shopper has
        // open. The browser keeps a module that failed as failed until the page is loaded again,
        // so the island does not try again.
        console.error(`the ${name} part of the page could not start:`, error);
        element.dispatchEvent(new Event(ISLAND_FAILED_EVENT, { bubbles: true }));
      });
  };
  element.addEventListener('submit', holdSubmit, true);
  const when = ISLAND_HYDRATION[name];
  // A shopper who sent the form or moved into it before this script ran has started using it already.
  if (element.querySelector(`form[${HELD_SUBMIT_ATTRIBUTE}]`) || element.contains(document.activeElement)) return wake();
  for (const type of FIRST_USE) element.addEventListener(type, wake, { capture: true, passive: true });
  if (when === 'near') {
    // From the first scroll: an island that is in view when the page opens waits for the shopper,
    // so that a phone that only reads the page never pays for its code.
    const watch = () => {
      if (woken) return;
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: NEAR });
      observer.observe(element);
    };
    window.addEventListener('scroll', watch, { once: true, passive: true });
  }
}

/** Brings every island of the prerendered page to life, each on its own schedule (islands.ts). */
export function startIslands(page: ParentNode = document): void {
  for (const element of page.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (name && name in ISLAND_HYDRATION) scheduleIsland(element, name as IslandName);
  }
}
