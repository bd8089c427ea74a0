import type { Storefront } from '../app/StorefrontData';
import { DATA_CHANGED_EVENT, PAGE_OPENED_EVENT } from '../config/live-edit-events';

/**
 * The dev server's live preview: each valid edit of the country's files is rendered into the open
 * page in place, so that its scroll position and whatever the shopper opened stay; the error over
 * the page (Vite's overlay, shown by the dev server) goes once the data is valid again.
 */
export function followLiveEdits(hot: NonNullable<ImportMeta['hot']>, render: (storefront: Storefront) => void): void {
  hot.on(DATA_CHANGED_EVENT, (storefront: Storefront) => {
    for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove();
    render(storefront);
  });
  hot.send(PAGE_OPENED_EVENT);
}
