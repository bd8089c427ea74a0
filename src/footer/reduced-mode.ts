/**
 * Whether a cookie string (document.cookie) holds one of the cookies that force the reduced
 * footer (footer.reducedModeCookies: affiliate, new app). Takes the string rather than reading
 * document.cookie itself, so it runs without a window and the page decides when to read it.
 */
export function hasReducedModeCookie(cookies: string, names: readonly string[]): boolean {
  const present = new Set(
    cookies
      .split(';')
      .map((pair) => pair.split('=')[0]!.trim())
      .filter(Boolean),
  );
  return names.some((name) => present.has(name));
}
