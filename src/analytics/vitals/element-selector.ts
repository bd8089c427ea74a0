/** The longest selector reported: enough to find an element, small enough for an analytics field. */
const MAX_LENGTH = 100;

/**
 * A CSS module's class as a build names it, `_intro_jm0ff_39`: the name in the module's file, then
 * a hash and a line that change as the file does. Only the name is reported, so that a metric's
 * target groups alike from one release to the next, and it is the name to look for in the source.
 */
const MODULE_CLASS = /^_(\w+?)_[a-z0-9]{5}_\d+$/;

function partOf(element: Element): string {
  if (element.id) return `#${element.id}`;
  const [firstClass] = element.classList;
  return firstClass ? `${element.localName}.${firstClass.replace(MODULE_CLASS, '$1')}` : element.localName;
}

/**
 * A short CSS-like path to `node` (`form.signup>input#footer-signup-email`), for the dataLayer,
 * which must hold text and not the node itself: up to the nearest id, or as far up as fits in
 * MAX_LENGTH. Empty for a node that is gone.
 */
export function selectorOf(node: Node | null | undefined): string {
  let element = node instanceof Element ? node : (node?.parentElement ?? null);
  let selector = '';
  while (element && element.localName !== 'html') {
    const part = partOf(element);
    if (selector.length + part.length >= MAX_LENGTH) break;
    selector = selector ? `${part}>${selector}` : part;
    if (element.id) break;
    element = element.parentElement;
  }
  return selector;
}
