/** Spec §6 and §9: a logged-in customer is recognised by this cookie, which holds the login token. */
export const LOGIN_COOKIE = 'LoginToken';

/** A cookie's value as the page sees it, or undefined; safe to call where there is no document. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(prefix));
  if (found === undefined) return undefined;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    // A damaged or planted cookie with broken percent-encoding is as good as none.
    return undefined;
  }
}
