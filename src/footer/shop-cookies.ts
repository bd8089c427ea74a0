/**
 * The cookies the shop's services set for shoppers (services/: csrf, login, long-term token,
 * newsletter, A/B visitor), each with the text of locales' footer.shopCookies that says what it is
 * for and how long it lives. Staff cookies are left out: shoppers never get them.
 */
export const SHOP_COOKIES = [
  { names: ['csrfToken', 'csrfSecret'], purpose: 'csrf' },
  { names: ['LoginToken'], purpose: 'login' },
  { names: ['LongTermToken'], purpose: 'longTerm' },
  { names: ['newsletterSignup'], purpose: 'newsletter' },
  { names: ['abVisitor'], purpose: 'abTest' },
] as const;
