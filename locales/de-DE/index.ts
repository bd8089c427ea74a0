import type { BaseTranslation } from '../i18n-types';

const de_DE = {
  shell: {
    skipToContent: 'Zum Inhalt springen',
    shopName: 'Online-Shop',
    currentCountry: 'Land: {country:string}',
  },
  home: {
    metaTitle: 'Online-Shop – Kaffee, Mode, Wohnen und mehr',
    metaDescription:
      'Kaffee, Mode, Wohnen, Mobilfunk und Sport: Entdecken Sie jede Woche neue Angebote in unserem Online-Shop.',
    heading: 'Willkommen in unserem Shop – {country:string}',
    intro: 'Kaffee, Mode, Wohnen, Mobilfunk und Sport: Bei uns gibt es jede Woche Neues zu entdecken.',
    loginLink: 'Anmelden',
  },
  login: {
    metaTitle: 'Anmelden – Online-Shop',
    metaDescription:
      'Melden Sie sich in Ihrem Kundenkonto an und behalten Sie Bestellungen, persönliche Daten und Vorteile im Blick.',
    heading: 'Anmelden',
    intro: 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  },
  widgets: {
    textSlider: { showMore: 'Mehr anzeigen', showLess: 'Weniger anzeigen' },
    passwordStrength: {
      label: 'Passwortstärke: {strength:string}',
      weak: 'schwach',
      ok: 'ausreichend',
      strong: 'stark',
      veryStrong: 'sehr stark',
    },
    validation: { fallback: '{field:string} ist nicht gültig.' },
    iban: { invalid: 'Bitte geben Sie eine gültige IBAN ein.' },
    notification: { close: 'Hinweis schließen' },
    button: { loading: 'Bitte warten …' },
    modal: { close: 'Schließen' },
    field: { valid: 'Eingabe ist gültig' },
  },
  newsletter: {
    heading: 'Newsletter abonnieren',
    intro: 'Erfahren Sie als Erstes von neuen Angeboten, Aktionen und Kaffeesorten.',
    voucherLabel: 'Willkommens-Gutschein',
    discountAnnouncement: '{discount:string} Rabatt mit Ihrem Willkommens-Gutschein',
    email: 'E-Mail-Adresse',
    salutation: 'Anrede',
    salutationPlaceholder: 'Bitte wählen',
    salutations: {
      MRS: 'Frau',
      MR: 'Herr',
      DIVERS: 'Divers / keine Anrede',
      COMPANY: 'Firma',
    },
    firstName: 'Vorname',
    lastName: 'Nachname',
    legalNotice: {
      title: 'Rechtliche Hinweise zum Newsletter',
      text: 'Mit Ihrer Anmeldung erhalten Sie regelmäßig per E-Mail Informationen zu unseren Angeboten, Aktionen und Neuheiten. Sie können den Newsletter jederzeit über den Abmeldelink in jeder E-Mail abbestellen.',
      legalAge: 'Die Anmeldung ist ab {age:number} Jahren möglich.',
      unconfirmedDeletion: 'Nicht bestätigte Anmeldungen löschen wir nach {days:number} Tagen.',
      unopenedStop: 'Öffnen Sie unsere Newsletter {years:number} {{Jahr|Jahre}} lang nicht, können wir den Versand einstellen.',
      voucherValidity: 'Der Gutschein gilt {months:number} {{Monat|Monate}} ab der Anmeldung.',
      voucherSingleUse: 'Er kann einmal eingelöst werden.',
      contactBefore: 'Fragen zum Newsletter? Unser ',
      contactLink: 'Kundenservice',
      contactAfter: ' hilft Ihnen gern.',
    },
    newsletterConsent: 'Ich möchte den Newsletter per E-Mail erhalten und willige in den Empfang kommerzieller elektronischer Nachrichten ein.',
    consentLinks: {
      newsletterInfo: 'Informationen zum Newsletter',
      commercialMessageConsent: 'Einwilligung in kommerzielle elektronische Nachrichten',
      consentText: 'Einwilligungstext',
    },
    personalisationConsent: 'Ja, ich möchte personalisierte Angebote erhalten. Dafür darf mein Einkaufs- und Nutzungsverhalten ausgewertet werden.',
    privacyHint: {
      before: 'Informationen zur Verarbeitung Ihrer Daten finden Sie in unseren ',
      link: 'Datenschutzhinweisen',
      after: '.',
    },
    submit: 'Jetzt anmelden',
    requiredFootnote: '* Pflichtfeld',
    voucherFootnote: {
      before: 'Der Gutschein gilt für einen Einkauf im Online-Shop. Es gelten die ',
      link: 'Gutscheinbedingungen',
      after: '.',
    },
    sampleNewsletter: 'Beispiel-Newsletter ansehen',
    honeypot: 'Dieses Feld bitte leer lassen',
    errors: {
      emailRequired: 'Die E-Mail-Adresse ist ein Pflichtfeld.',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      firstNameRequired: 'Der Vorname ist ein Pflichtfeld.',
      lastNameRequired: 'Der Nachname ist ein Pflichtfeld.',
      invalidCharacters: 'Dieses Feld enthält ungültige Zeichen.',
      salutationRequired: 'Die Anrede ist ein Pflichtfeld.',
      newsletterConsentRequired: 'Bitte stimmen Sie dem Empfang kommerzieller elektronischer Nachrichten zu, um den Newsletter zu abonnieren.',
      generic: 'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
      linkInvalid: 'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum Newsletter an.',
    },
    success: {
      title: 'Vielen Dank für Ihre Newsletter Anmeldung',
      text: 'Wichtig! Sie erhalten umgehend eine E-Mail an {email:string}. Bitte bestätigen Sie Ihre Anmeldung durch einfaches Anklicken des Links in dieser E-Mail.',
    },
    confirmation: {
      metaTitle: 'Newsletter-Anmeldung bestätigen – Online-Shop',
      metaDescription: 'Bestätigen Sie Ihre Anmeldung zu unserem Newsletter.',
      confirming: 'Ihre Anmeldung wird bestätigt …',
      heading: 'Vielen Dank! Ihre Anmeldung ist bestätigt.',
      text: 'Ab sofort erhalten Sie unseren Newsletter. Ihren Willkommens-Gutschein schicken wir Ihnen per E-Mail.',
      continueShopping: 'Weiter einkaufen',
    },
    signupPage: {
      metaTitle: 'Newsletter abonnieren – Online-Shop',
      metaDescription: 'Abonnieren Sie unseren Newsletter und sichern Sie sich Ihren Willkommens-Gutschein.',
    },
  },
  footer: {
    labels: {
      deliveryLogos: 'Versandpartner',
      paymentLogos: 'Zahlungsarten',
      qualityLogos: 'Gütesiegel',
      legalLinks: 'Rechtliches',
      countrySwitcher: 'Land wählen',
    },
  },
} satisfies BaseTranslation;

export default de_DE;
