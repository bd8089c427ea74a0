import { i18nObject, isLocale, locales } from '../../locales/i18n-util.ts';
import { loadLocale } from '../../locales/i18n-util.sync.ts';
import type { OutgoingMail } from './mailbox.ts';

/** The double opt-in mail's texts in one language. */
export interface ConfirmationMailText {
  lang: string;
  subject: string;
  greeting: string;
  request: string;
  linkText: string;
  notSignedUp: string;
}

/**
 * The confirmation mail's texts in `locale`, from its dictionary under locales/. Throws for a
 * locale without one, so that a server for such a country fails at start, not at a sign-up.
 */
export function confirmationMailText(locale: string): ConfirmationMailText {
  if (!isLocale(locale)) throw new Error(`locale "${locale}" has no translations for the confirmation mail; allowed: ${locales.join(', ')}`);
  loadLocale(locale);
  const text = i18nObject(locale).newsletter.confirmationMail;
  return {
    lang: locale,
    subject: text.subject(),
    greeting: text.greeting(),
    request: text.request(),
    linkText: text.linkText(),
    notSignedUp: text.notSignedUp(),
  };
}

/**
 * The mail asking `recipient` to confirm a sign-up. It holds nothing the sign-up sent but the
 * address: anyone can have it sent to any address, so names would let strangers write to them.
 */
export function confirmationMail(text: ConfirmationMailText, to: { country: string; recipient: string }, link: string): OutgoingMail {
  return {
    ...to,
    lang: text.lang,
    subject: text.subject,
    body: `${text.greeting}\n\n${text.request}`,
    link,
    linkText: text.linkText,
    afterLink: text.notSignedUp,
  };
}
