import type { PromotionContent } from '../config/seed.generated';
import { ResponseError } from './errors';
import { fetchJson } from './fetch-json';
import { isSafeLink } from './safe-link';

export const FOOTER_PROMOTION_PATH = '/service/promotion/api/promotion/SHOP_FOOTER';

function isPromotionContent(value: unknown): value is PromotionContent {
  const content = value as Partial<PromotionContent> | null;
  const link = content?.link;
  return (
    typeof content?.headline === 'string' &&
    typeof content.text === 'string' &&
    (link === undefined || (typeof link?.text === 'string' && typeof link.url === 'string' && isSafeLink(link.url)))
  );
}

/**
 * The footer promotion (spec §7): a 404 means there is none; any other failure, a malformed
 * answer or an unsafe link is logged and treated the same, so the footer never breaks over it.
 */
export async function fetchFooterPromotion(): Promise<PromotionContent | undefined> {
  try {
    const { contentJSON } = await fetchJson<{ contentJSON: string }>(FOOTER_PROMOTION_PATH, { credentials: 'include' });
    const content: unknown = JSON.parse(contentJSON);
    if (isPromotionContent(content)) return content;
    console.error('footer promotion ignored: its content has an unexpected shape or an unsafe link');
  } catch (error) {
    if (!(error instanceof ResponseError && error.status === 404)) console.error('footer promotion ignored:', error);
  }
  return undefined;
}
