import type { Page } from 'playwright-core';

/**
 * What a picture of a pseudo-locale build shows wrong: a page wider than the screen (a long text
 * pushed it), and visible text without the pseudo-locale's brackets, which no translation can reach.
 */
export async function pseudoProblems(page: Page): Promise<string[]> {
  const { sideways, unbracketed } = await page.evaluate(() => {
    const root = document.documentElement;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      // The footer's promotion is the promotion service's content, translated where it is written.
      if (!/\p{L}/u.test(text) || !parent || parent.closest('script, style, noscript, template, option, [data-footer-promotion]')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // A pseudo text may hold an element (a link) between its words: its element, not the node, holds the brackets.
      if (!/[[\]]/.test(parent.textContent ?? '')) found.add(text.length > 60 ? `${text.slice(0, 60)}…` : text);
    }
    return { sideways: root.scrollWidth - root.clientWidth, unbracketed: [...found] };
  });
  return [
    ...(sideways > 0 ? [`scrolls sideways by ${sideways} px`] : []),
    ...(unbracketed.length > 0 ? [`text no translation reaches: ${unbracketed.map((text) => JSON.stringify(text)).join(', ')}`] : []),
  ];
}
