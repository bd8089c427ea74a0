// Messages between `storefront dev` and its open pages, over Vite's HMR connection (cli/dev/live-preview-plugin.ts).

/** The country's files changed and passed validation: the message carries the page's new data and texts. */
export const DATA_CHANGED_EVENT = 'storefront:data-changed';

/** A page opened: the dev server answers with the data's problem over the page, while there is one. */
export const PAGE_OPENED_EVENT = 'storefront:page-opened';
