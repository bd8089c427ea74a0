/** The longest selector reported: enough to find an element, small enough for an analytics field. */
const MAX_LENGTH = 100;

function partOf(element: Element): string {
  if (element.id) return `#${element.id}`;
  const [firstClass] = element.classList;
  return firstClass ? `${element.localName}.${firstClass}` : element.localName;
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
