import type { LogoName } from '../config/country.generated';

/**
 * Brand names for the logos the data lists without a label (delivery and payment rows), used as
 * their alt text. They are proper names, the same in every language, so they are not copy.
 */
export const LOGO_LABELS: Record<LogoName, string> = {
  mastercard: 'Mastercard',
  visa: 'Visa',
  paypal: 'PayPal',
  amex: 'American Express',
  maestro: 'Maestro',
  klarna: 'Klarna',
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
  twint: 'TWINT',
  postFinance: 'PostFinance',
  blik: 'BLIK',
  przelewy24: 'Przelewy24',
  trBkm: 'BKM Express',
  trAmex: 'American Express',
  trTroy: 'TROY',
  czDpd: 'DPD',
  dhl: 'DHL',
  dpd: 'DPD',
  gls: 'GLS',
  hermes: 'Hermes',
  ups: 'UPS',
  postAt: 'Österreichische Post',
  postCh: 'Swiss Post',
  express: 'Express',
  sps: 'SPS',
  horoz: 'Horoz Lojistik',
  yurticikargo: 'Yurtiçi Kargo',
  kolaygelsin: 'Kolay Gelsin',
  hepsijet: 'HepsiJET',
  inpost: 'InPost',
  packeta: 'Packeta',
  trustedShops: 'Trusted Shops',
};
