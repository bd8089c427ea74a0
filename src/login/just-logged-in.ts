import { tryStorage } from '../api/try-storage';

const JUST_LOGGED_IN = 'storefront.justLoggedIn';

/** How the login page sent the shopper on: after a login the service just accepted, or because they were logged in already. */
export type LoginArrival = 'login' | 'already-logged-in';

interface MarkedArrival {
  arrival: LoginArrival;
  /** The path of the page the login page left for: only that page is the one right after the login. */
  path: string;
}

/** Called as the login page leaves for `target`: that page announces the login (login-state.ts), and reports it if there was one. */
export function markLoginArrival(storage: () => Storage, arrival: LoginArrival, target: string): void {
  const path = new URL(target, 'https://shop.invalid').pathname;
  tryStorage((tab) => tab.setItem(JUST_LOGGED_IN, JSON.stringify({ arrival, path } satisfies MarkedArrival)), storage);
}

function parsedArrival(kept: string | null): MarkedArrival | undefined {
  try {
    const marked = JSON.parse(kept ?? 'null') as Partial<MarkedArrival> | null;
    return marked?.arrival === 'login' || marked?.arrival === 'already-logged-in' ? { arrival: marked.arrival, path: String(marked.path) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How this page was reached from the login page, when it is the page the login page left for; the
 * mark is taken either way, so that only one page, and one tab, ever sees it. A reload of that page
 * sees nothing: the mark is gone.
 */
export function takeLoginArrival(storage: () => Storage, location: Pick<Location, 'pathname'>): LoginArrival | undefined {
  const marked = tryStorage((tab) => {
    const kept = tab.getItem(JUST_LOGGED_IN);
    tab.removeItem(JUST_LOGGED_IN);
    return parsedArrival(kept);
  }, storage);
  return marked?.path === location.pathname ? marked.arrival : undefined;
}
