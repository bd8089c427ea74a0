import { existsSync, readdirSync } from 'node:fs';
import { dictionaryFromSource } from '../../validation/locale-dictionary.ts';
import { localeEntry } from '../../validation/locale-keys.ts';
import { paths } from '../../validation/paths.ts';
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
 * The confirmation mail's texts in `locale`, from its dictionary under locales/, read from the
 * files' source as the dev server reads them (an import would make the compiled CLI depend on every
 * locale file). Throws for a locale without one, so that a server for such a country fails at
 * start, not at a sign-up.
 */
export function confirmationMailText(locale: string, localesDir = paths.locales): ConfirmationMailText {
  if (!existsSync(localeEntry(localesDir, locale))) {
    const known = readdirSync(localesDir).filter((name) => existsSync(localeEntry(localesDir, name)));
    throw new Error(`locale "${locale}" has no translations for the confirmation mail; allowed: ${known.join(', ')}`);
  }
  const { newsletter } = dictionaryFromSource(localesDir, locale) as { newsletter: { confirmationMail: Omit<ConfirmationMailText, 'lang'> } };
  const { subject, greeting, request, linkText, notSignedUp } = newsletter.confirmationMail;
  return { lang: locale, subject, greeting, request, linkText, notSignedUp };
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
