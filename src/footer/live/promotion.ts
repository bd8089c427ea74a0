import { fetchFooterPromotion } from '../../api/promotion';
import { underBasePath } from '../../config/shop-address';
import type { PromotionContent } from '../../config/seed.generated';
import classes from './Promotion.module.css';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  // As text, never as markup: the content comes from a service.
  created.textContent = text;
  return created;
}

/** The promotion's block, built from its content; its link is one fetchFooterPromotion found safe. */
function promotionBlock(content: PromotionContent, basePath: string): HTMLElement {
  const block = element('div', classes.block!, '');
  block.append(element('p', classes.headline!, content.headline), element('p', classes.text!, content.text));
  if (content.link) {
    const link = element('a', classes.link!, content.link.text);
    link.href = underBasePath(basePath, content.link.url);
    block.append(link);
  }
  return block;
}

/** Shows the footer promotion (spec §7) in its place at the end of the footer, when there is one. */
export async function showPromotion(place: HTMLElement, basePath: string): Promise<void> {
  const content = await fetchFooterPromotion();
  if (content) place.replaceChildren(promotionBlock(content, basePath));
}
