/**
 * Extra attributes for a link from data. External (https) links open in a new tab; `noopener`
 * keeps the opened page from reaching back into the shop through window.opener.
 */
export function linkProps(url: string): { href: string; target?: '_blank'; rel?: string } {
  return /^https:\/\//i.test(url) ? { href: url, target: '_blank', rel: 'noopener' } : { href: url };
}
