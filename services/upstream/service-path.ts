/**
 * Which /service/* calls may reach the upstream, and at which path.
 *
 * The path is rebuilt from what the router matched (the wildcard, already percent-decoded), never
 * taken from request.url: that holds the whole target of an absolute-form request line
 * (`GET http://elsewhere/service/x HTTP/1.1`), and `%2e%2e` segments an upstream resolves upwards.
 */

/**
 * A segment that walks up or sideways, or that the upstream might read as a separator: as it is,
 * after Unicode compatibility folding (fullwidth `．．` is `..` to an upstream that folds), or
 * after a second decoding (a `%` left in a decoded segment means `%252e` was sent).
 */
function isUnsafeSegment(segment: string): boolean {
  const folded = segment.normalize('NFKC');
  return [segment, folded].some((form) => form === '' || form === '.' || form === '..' || /[\\/%]/.test(form));
}

// The router decodes %2F and %5C into the wildcard, where they look like plain separators. Only
// the request line can still tell them apart, so it is read for this one refusal and nothing else.
const ENCODED_SEPARATOR = /%2f|%5c/i;

function splitTarget(requestTarget: string): { path: string; query: string } {
  const queryStart = requestTarget.indexOf('?');
  if (queryStart === -1) return { path: requestTarget, query: '' };
  return { path: requestTarget.slice(0, queryStart), query: requestTarget.slice(queryStart + 1) };
}

/**
 * `service/<wildcard>` with each segment percent-encoded again, or undefined when the call must
 * not be forwarded. Encoding every reserved character (`;` included) keeps the upstream from
 * finding delimiters the caller never sent.
 */
export function forwardedServicePath(wildcard: string, requestTarget: string): string | undefined {
  const segments = wildcard.split('/');
  if (segments.some(isUnsafeSegment) || ENCODED_SEPARATOR.test(splitTarget(requestTarget).path)) return undefined;
  return `service/${segments.map(encodeURIComponent).join('/')}`;
}

/** The query string exactly as sent, without its `?`: it names no host and no path. */
export function rawQuery(requestTarget: string): string {
  return splitTarget(requestTarget).query;
}
