/** Top-level domains reserved so that they never exist (RFC 2606, RFC 6761): no mail can arrive there. */
const RESERVED_TLDS = new Set(['invalid', 'test', 'example', 'localhost']);

/**
 * What a real mail service checks beyond the address's shape: whether its domain can receive
 * mail at all. The form cannot know this, so the answer comes back as email_invalid.
 */
export function isUndeliverable(email: string): boolean {
  const tld = email.slice(email.lastIndexOf('.') + 1).toLowerCase();
  return RESERVED_TLDS.has(tld);
}
