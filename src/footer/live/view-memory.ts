import { tryStorage } from '../../api/try-storage';
import { isFooterView, type FooterView } from '../footer-view';

/**
 * The view a shopper chose is kept for the visit, so sessionStorage: it lives as long as the
 * tab, is never sent to the server, and keeps only what the shopper asked for, so it needs no
 * consent. Where storage is blocked, the choice holds for the page alone.
 */
const CHOSEN_VIEW_KEY = 'storefront.footerView';

/** The view chosen earlier in this visit; a stale or planted value is no choice. */
export function rememberedView(storage: () => Storage): FooterView | undefined {
  const kept = tryStorage((visit) => visit.getItem(CHOSEN_VIEW_KEY), storage);
  return isFooterView(kept) ? kept : undefined;
}

/** Keeps either view, the screen's own too: the next page shows what the shopper last chose. */
export function rememberView(view: FooterView, storage: () => Storage): void {
  tryStorage((visit) => visit.setItem(CHOSEN_VIEW_KEY, view), storage);
}
