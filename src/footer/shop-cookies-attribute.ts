/**
 * Marks the shop's cookie dialog (ShopCookiesDialog.tsx) for the footer's script (live/consent-settings.ts).
 * A file of its own: the script loads on every page up front, and must not bring the dialog's React with it.
 */
export const SHOP_COOKIES_ATTRIBUTE = 'data-shop-cookies';
