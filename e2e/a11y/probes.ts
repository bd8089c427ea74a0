/** Measurements a test takes inside the page, where the layout and computed styles are. */
export interface Probes {
  /** The colour behind an element: the background of it or of its nearest ancestor that paints one, white at the top. */
  background(element: Element): string;
  /** Whether a person sees the element: rendered, visible, not clipped away, not hidden from assistive technology, larger than a pixel. */
  seen(element: Element): boolean;
  /** True the first time it is asked about an element on this page: tells when Tab has gone round. */
  firstVisit(element: Element): boolean;
  /** A short name for an element in a failure message. */
  describe(element: Element): string;
}

declare global {
  interface Window {
    probes: Probes;
  }
}

/**
 * Installs `window.probes`; pass it to `page.addInitScript`. It runs inside the page, so it may
 * use nothing from this module's scope.
 */
export function installProbes(): void {
  const transparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);
  const visited = new WeakSet<Element>();
  window.probes = {
    background(element) {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (!transparent(colour)) return colour;
      }
      return 'rgb(255, 255, 255)';
    },
    seen(element) {
      const box = element.getBoundingClientRect();
      const { clip, clipPath } = getComputedStyle(element);
      return (
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        // Visually hidden text (clipped to nothing) is there for screen readers alone.
        clip === 'auto' &&
        clipPath === 'none' &&
        !element.closest('[aria-hidden="true"]') &&
        box.width > 1 &&
        box.height > 1
      );
    },
    firstVisit(element) {
      if (visited.has(element)) return false;
      visited.add(element);
      return true;
    },
    describe(element) {
      const labelled = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : '';
      const name = element.getAttribute('aria-label') || labelled || element.getAttribute('name') || element.textContent || '';
      const mantinePart = [...element.classList].find((token) => token.startsWith('mantine-'));
      return `${element.tagName.toLowerCase()}${mantinePart ? `.${mantinePart}` : ''} "${name.trim().slice(0, 40)}"`;
    },
  };
}
