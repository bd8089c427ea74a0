import type { Translation } from '../i18n-types';

// French typography puts a non-breaking space (\u00a0) before a colon.
const fr_CH = {
  shell: {
    skipToContent: 'Aller au contenu',
    shopName: 'Boutique en ligne',
    currentCountry: 'Pays\u00a0: {country}',
  },
  home: {
    metaTitle: 'Boutique en ligne – café, mode, maison et plus encore',
    metaDescription:
      'Café, mode, maison, téléphonie mobile et sport\u00a0: découvrez chaque semaine de nouvelles offres dans notre boutique en ligne.',
    heading: 'Bienvenue dans notre boutique – {country}',
    intro: 'Café, mode, maison, téléphonie mobile et sport\u00a0: chaque semaine, il y a du nouveau à découvrir.',
    loginLink: 'Se connecter',
  },
  login: {
    metaTitle: 'Connexion – Boutique en ligne',
    metaDescription:
      'Connectez-vous à votre compte client pour suivre vos commandes, vos données personnelles et vos avantages.',
    heading: 'Connexion',
    intro: 'Connectez-vous avec votre adresse e-mail et votre mot de passe.',
  },
  widgets: {
    textSlider: { showMore: 'Afficher plus', showLess: 'Afficher moins' },
    passwordStrength: {
      label: 'Sécurité du mot de passe : {strength}',
      weak: 'faible',
      ok: 'correcte',
      strong: 'forte',
      veryStrong: 'très forte',
    },
    validation: { fallback: '{field} n’est pas valide.' },
    iban: { invalid: 'Veuillez saisir un IBAN valide.' },
    notification: { close: 'Fermer la notification' },
    button: { loading: 'Veuillez patienter…' },
    modal: { close: 'Fermer' },
    field: { valid: 'Saisie valide' },
  },
} satisfies Translation;

export default fr_CH;
