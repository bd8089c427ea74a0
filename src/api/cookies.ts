/** Spec §6 and §9: a logged-in customer is recognised by this cookie, which holds the login token. */
export const LOGIN_COOKIE = 'LoginToken';

/** A cookie's value as the page sees it, or undefined; safe to call where there is no document. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}
