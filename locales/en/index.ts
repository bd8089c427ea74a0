import type { Translation } from '../i18n-types';

const en = {
  shell: {
    skipToContent: 'Skip to content',
    shopName: 'Online shop',
    currentCountry: 'Country: {country}',
  },
  home: {
    metaTitle: 'Online shop – coffee, fashion, home and more',
    metaDescription: 'Coffee, fashion, home, mobile and sport: discover new offers every week in our online shop.',
    heading: 'Welcome to our shop – {country}',
    intro: 'Coffee, fashion, home, mobile and sport: there is something new to discover every week.',
    loginLink: 'Log in',
  },
  login: {
    metaTitle: 'Log in – Online shop',
    metaDescription: 'Log in to your customer account to keep track of your orders, personal details and benefits.',
    heading: 'Log in',
    intro: 'Log in with your email address and password.',
  },
  widgets: {
    textSlider: { showMore: 'Show more', showLess: 'Show less' },
    passwordStrength: {
      label: 'Password strength: {strength}',
      weak: 'weak',
      ok: 'ok',
      strong: 'strong',
      veryStrong: 'very strong',
    },
    validation: { fallback: '{field} is not valid.' },
    iban: { invalid: 'Please enter a valid IBAN.' },
    notification: { close: 'Close notification' },
    button: { loading: 'Please wait…' },
    modal: { close: 'Close' },
    field: { valid: 'Valid entry' },
  },
} satisfies Translation;

export default en;
