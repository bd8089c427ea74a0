/** The storefront's page addresses (spec §2); every country uses the same paths. */
export const routes = {
  home: '/',
  login: '/login',
  mobileLogin: '/m/login',
  subscribeNewsletter: '/subscribenewsletter',
  newsletterConfirmation: '/newsletter/confirm',
} as const;
