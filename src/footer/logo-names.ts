import type { IconName, LogoName } from '../config/country.generated';

/**
 * Every logo shipped under /service/footer-images/logos/, as the schema's LogoName enum lists
 * them. Data is checked against the enum at build time; this copy exists so the browser can
 * refuse a name that slipped through (logo-names.test.ts keeps the two in sync).
 */
export const LOGO_NAMES = [
  'mastercard', 'visa', 'paypal', 'amex', 'maestro', 'klarna', 'applePay', 'googlePay', 'twint', 'postFinance', 'blik', 'przelewy24',
  'trBkm', 'trAmex', 'trTroy', 'czDpd', 'dhl', 'dpd', 'gls', 'hermes', 'ups', 'postAt', 'postCh', 'express', 'sps', 'horoz',
  'yurticikargo', 'kolaygelsin', 'hepsijet', 'inpost', 'packeta', 'trustedShops',
] as const satisfies readonly LogoName[];

/** Every icon shipped under /service/footer-images/icons/, as the schema's IconName enum lists them. */
export const ICON_NAMES = [
  'facebook', 'instagram', 'youtube', 'pinterest', 'tiktok', 'linkedin', 'appStore', 'googlePlay', 'appGallery',
  'payment', 'shipping', 'store', 'returns', 'contact', 'loyaltyCard', 'services', 'company',
] as const satisfies readonly IconName[];

// Fails to compile when the schema gains a name these lists lack.
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : Exclude<All, Listed>;
export const logoNamesComplete: Missing<LogoName, (typeof LOGO_NAMES)[number]> = true;
export const iconNamesComplete: Missing<IconName, (typeof ICON_NAMES)[number]> = true;

const logoNames: ReadonlySet<string> = new Set(LOGO_NAMES);
const iconNames: ReadonlySet<string> = new Set(ICON_NAMES);

export function isLogoName(name: string): name is LogoName {
  return logoNames.has(name);
}

export function isIconName(name: string): name is IconName {
  return iconNames.has(name);
}
