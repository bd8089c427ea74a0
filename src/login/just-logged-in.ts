const JUST_LOGGED_IN = 'storefront.justLoggedIn';

/** Called as the login page leaves for its target: the next page announces the login (login-state.ts). */
export function markJustLoggedIn(storage: Storage): void {
  storage.setItem(JUST_LOGGED_IN, '1');
}

/** Whether this page is the first after a login; only one page is. */
export function takeJustLoggedIn(storage: Storage): boolean {
  const marked = storage.getItem(JUST_LOGGED_IN) !== null;
  storage.removeItem(JUST_LOGGED_IN);
  return marked;
}
