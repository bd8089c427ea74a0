// The schema's Link rule, for links that arrive at run time (a promotion) instead of through validated data.
const SAFE_LINK = /^(\/(?![/\\])[^\s\\]*|https:\/\/[A-Za-z0-9.-]+(?:[/?#]\S*)?|mailto:[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:\?\S*)?|tel:\+?[0-9][0-9 ()-]*)$/;

/** Whether a link from outside may be rendered: a path on this shop, https, mailto or tel; never javascript: or data:. */
export function isSafeLink(url: string): boolean {
  return SAFE_LINK.test(url);
}
