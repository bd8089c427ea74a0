import type { Translation } from '../i18n-types';

const pl_PL = {
  shell: {
    skipToContent: 'Przejdź do treści',
    shopName: 'Sklep internetowy',
    currentCountry: 'Kraj: {country}',
  },
  home: {
    metaTitle: 'Sklep internetowy – kawa, moda, dom i nie tylko',
    metaDescription:
      'Kawa, moda, dom, telefonia komórkowa i sport: co tydzień odkrywaj nowe oferty w naszym sklepie internetowym.',
    heading: 'Witamy w naszym sklepie – {country}',
    intro: 'Kawa, moda, dom, telefonia komórkowa i sport: co tydzień czekają na Ciebie nowości.',
    loginLink: 'Zaloguj się',
  },
  login: {
    metaTitle: 'Logowanie – sklep internetowy',
    metaDescription: 'Zaloguj się na swoje konto klienta, aby śledzić zamówienia, dane osobowe i korzyści.',
    heading: 'Zaloguj się',
    intro: 'Zaloguj się, podając adres e-mail i hasło.',
  },
  widgets: {
    textSlider: { showMore: 'Pokaż więcej', showLess: 'Pokaż mniej' },
    passwordStrength: {
      label: 'Siła hasła: {strength}',
      weak: 'słabe',
      ok: 'wystarczające',
      strong: 'silne',
      veryStrong: 'bardzo silne',
    },
    validation: { fallback: 'Pole {field} jest nieprawidłowe.' },
    iban: { invalid: 'Podaj prawidłowy numer IBAN.' },
    notification: { close: 'Zamknij powiadomienie' },
    button: { loading: 'Proszę czekać…' },
    modal: { close: 'Zamknij' },
    field: { valid: 'Wpis jest poprawny' },
  },
} satisfies Translation;

export default pl_PL;
