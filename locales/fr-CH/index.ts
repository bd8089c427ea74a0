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
  newsletter: {
    heading: 'S’abonner à la newsletter',
    intro: 'Découvrez en avant-première nos nouvelles offres, nos promotions et nos variétés de café.',
    voucherLabel: 'Bon de bienvenue',
    discountAnnouncement: '{discount} de réduction avec votre bon de bienvenue',
    email: 'Adresse e-mail',
    salutation: 'Civilité',
    salutationPlaceholder: 'Veuillez choisir',
    salutations: {
      MRS: 'Madame',
      MR: 'Monsieur',
      DIVERS: 'Autre / sans civilité',
      COMPANY: 'Entreprise',
    },
    firstName: 'Prénom',
    lastName: 'Nom',
    legalNotice: {
      title: 'Mentions légales relatives à la newsletter',
      text: 'En vous inscrivant, vous recevrez régulièrement par e-mail des informations sur nos offres, nos promotions et nos nouveautés. Vous pouvez vous désabonner à tout moment grâce au lien de désinscription figurant dans chaque e-mail.',
      legalAge: 'L’inscription est possible à partir de {age} ans.',
      unconfirmedDeletion: 'Les inscriptions non confirmées sont supprimées après {days} jours.',
      unopenedStop: 'Si vous n’ouvrez pas nos newsletters pendant {years} {{an|ans}}, nous pouvons en interrompre l’envoi.',
      voucherValidity: 'Le bon est valable {months} {{mois|mois}} à compter de l’inscription.',
      voucherSingleUse: 'Il ne peut être utilisé qu’une seule fois.',
      contactBefore: 'Des questions sur la newsletter ? Notre ',
      contactLink: 'service clientèle',
      contactAfter: ' se fera un plaisir de vous aider.',
    },
    newsletterConsent: 'Je souhaite recevoir la newsletter par e-mail et j’accepte de recevoir des communications électroniques commerciales.',
    consentLinks: {
      newsletterInfo: 'Informations sur la newsletter',
      commercialMessageConsent: 'Consentement aux communications électroniques commerciales',
      consentText: 'Texte du consentement',
    },
    personalisationConsent: 'Oui, je souhaite recevoir des offres personnalisées. À cette fin, mes habitudes d’achat et d’utilisation peuvent être analysées.',
    privacyHint: {
      before: 'Vous trouverez des informations sur le traitement de vos données dans notre ',
      link: 'déclaration de protection des données',
      after: '.',
    },
    submit: 'S’inscrire maintenant',
    requiredFootnote: '* Champ obligatoire',
    voucherFootnote: {
      before: 'Le bon est valable pour un achat dans la boutique en ligne. Les ',
      link: 'conditions d’utilisation des bons',
      after: ' s’appliquent.',
    },
    sampleNewsletter: 'Voir un exemple de newsletter',
    honeypot: 'Veuillez laisser ce champ vide',
    errors: {
      emailRequired: 'L’adresse e-mail est obligatoire.',
      emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
      firstNameRequired: 'Le prénom est obligatoire.',
      lastNameRequired: 'Le nom est obligatoire.',
      invalidCharacters: 'Ce champ contient des caractères non valides.',
      salutationRequired: 'La civilité est obligatoire.',
      newsletterConsentRequired: 'Veuillez accepter de recevoir des communications électroniques commerciales pour vous abonner à la newsletter.',
      generic: 'Pour des raisons techniques, l’inscription à la newsletter est impossible pour le moment. Veuillez réessayer plus tard !',
      linkInvalid: 'Malheureusement, ce lien n’est plus valide. Veuillez vous réinscrire à la newsletter.',
    },
    success: {
      title: 'Merci pour votre inscription à la newsletter',
      text: 'Important ! Vous allez recevoir sans délai un e-mail à l’adresse {email}. Veuillez confirmer votre inscription en cliquant simplement sur le lien figurant dans cet e-mail.',
    },
    confirmation: {
      metaTitle: 'Confirmer l’inscription à la newsletter – Boutique en ligne',
      metaDescription: 'Confirmez votre inscription à notre newsletter.',
      confirming: 'Confirmation de votre inscription en cours…',
      heading: 'Merci ! Votre inscription est confirmée.',
      text: 'Vous recevrez désormais notre newsletter. Nous vous enverrons votre bon de bienvenue par e-mail.',
      continueShopping: 'Continuer mes achats',
    },
    signupPage: {
      metaTitle: 'S’abonner à la newsletter – Boutique en ligne',
      metaDescription: 'Abonnez-vous à notre newsletter et profitez de votre bon de bienvenue.',
    },
  },
  footer: {
    labels: {
      deliveryLogos: 'Partenaires de livraison',
      paymentLogos: 'Moyens de paiement',
      qualityLogos: 'Labels de qualité',
      legalLinks: 'Informations légales',
      countrySwitcher: 'Choisir le pays',
    },
  },
} satisfies Translation;

export default fr_CH;
