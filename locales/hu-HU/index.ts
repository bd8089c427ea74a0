import type { Translation } from '../i18n-types';

const hu_HU = {
  shell: {
    skipToContent: 'Ugrás a tartalomra',
    shopName: 'Webáruház',
    currentCountry: 'Ország: {country}',
  },
  home: {
    metaTitle: 'Webáruház – kávé, divat, lakberendezés és még sok más',
    metaDescription:
      'Kávé, divat, lakberendezés, mobilszolgáltatás és sport: fedezze fel hétről hétre új ajánlatainkat webáruházunkban.',
    heading: 'Üdvözöljük webáruházunkban – {country}',
    intro: 'Kávé, divat, lakberendezés, mobilszolgáltatás és sport: minden héten újdonságok várják.',
    loginLink: 'Bejelentkezés',
  },
  login: {
    metaTitle: 'Bejelentkezés – Webáruház',
    metaDescription: 'Jelentkezzen be ügyfélfiókjába, és kövesse nyomon rendeléseit, személyes adatait és előnyeit.',
    heading: 'Bejelentkezés',
    intro: 'Jelentkezzen be e-mail-címével és jelszavával.',
  },
  widgets: {
    textSlider: { showMore: 'Több megjelenítése', showLess: 'Kevesebb megjelenítése' },
    passwordStrength: {
      label: 'Jelszó erőssége: {strength}',
      weak: 'gyenge',
      ok: 'megfelelő',
      strong: 'erős',
      veryStrong: 'nagyon erős',
    },
    validation: { fallback: 'A(z) {field} mező értéke nem érvényes.' },
    iban: { invalid: 'Kérjük, adjon meg érvényes IBAN-t.' },
    notification: { close: 'Értesítés bezárása' },
    button: { loading: 'Kérjük, várjon…' },
    modal: { close: 'Bezárás' },
    field: { valid: 'A megadott érték érvényes' },
  },
} satisfies Translation;

export default hu_HU;
