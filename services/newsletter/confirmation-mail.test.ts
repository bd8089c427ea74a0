import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../../validation/paths.ts';
import { openDatabase } from '../db/database.ts';
import { newestMail } from '../test/mailbox.ts';
import { servicesForFile } from '../test/services-for-file.ts';
import { HttpClient } from '../test/test-server.ts';
import { confirmationMailText } from './confirmation-mail.ts';
import { sendMail } from './mailbox.ts';

const API_KEY = { 'x-api-key': 'dummy' };

interface ShownMail {
  subject: string;
  /** The lang attributes of the subject and of the mail's text. */
  langs: string[];
  /** The mail's paragraphs in order, the link's as its words. */
  paragraphs: string[];
  link: string;
}

function unescapeHtml(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[entity]!);
}

/** The mail in a mailbox article as its reader sees it. */
function readMail(article: string): ShownMail {
  const [, subjectLang, subject] = /<h2 lang="([^"]*)">([^<]*)<\/h2>/.exec(article)!;
  const [, textLang, text] = /<div lang="([^"]*)">([\s\S]*?)<\/div>/.exec(article)!;
  return {
    subject: unescapeHtml(subject!),
    langs: [unescapeHtml(subjectLang!), unescapeHtml(textLang!)],
    paragraphs: [...text!.matchAll(/<p>([\s\S]*?)<\/p>/g)].map(([, inner]) => unescapeHtml(inner!.replace(/<[^>]*>/g, ''))),
    link: unescapeHtml(/<a href="([^"]*)">/.exec(text!)![1]!),
  };
}

async function signUpAndReadMail(baseURL: string, email: string, fields: Record<string, unknown> = {}): Promise<ShownMail> {
  const client = new HttpClient(baseURL);
  const body = { email, consents: [], origin: 'onsite', originAddition: 'subsite', ...fields };
  const response = await client.request('POST', '/service/newsletter/api/internal/newsletter-subscribers', { json: body, headers: API_KEY });
  expect(response.status).toBe(202);
  return readMail(await newestMail(client, email));
}

const trServices = servicesForFile({ countryCode: 'TR' });
const deServices = servicesForFile({ countryCode: 'DE' });

/** What the reader of each country's confirmation mail sees: its language, its words and a link to its own shop. */
const mailsByCountry = [
  {
    country: 'TR',
    services: trServices,
    email: 'ayse.yilmaz@example.com',
    fields: { firstName: 'Ayşe', lastName: 'Yılmaz' },
    subject: 'Lütfen e-bülten kaydınızı onaylayın',
    lang: 'tr-TR',
    paragraphs: [
      'Merhaba,',
      'E-bültenimize gösterdiğiniz ilgi için teşekkür ederiz. Kaydınızı onaylamak için lütfen aşağıdaki bağlantıya tıklayın.',
      'Kaydımı onayla',
      'Bu kaydı siz yapmadıysanız bu e-postayı dikkate almayın. Onayınız olmadan size e-bülten göndermeyeceğiz.',
    ],
    link: /^https:\/\/[^/]+\.tr\/newsletter\/confirm#token=[\w-]{43}$/,
  },
  {
    country: 'DE',
    services: deServices,
    email: 'lea.vogel@example.com',
    fields: {},
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    lang: 'de-DE',
    paragraphs: [
      'Guten Tag,',
      'vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung mit einem Klick auf den folgenden Link.',
      'Anmeldung bestätigen',
      'Sie haben sich nicht angemeldet? Dann ignorieren Sie diese E-Mail einfach: Ohne Ihre Bestätigung erhalten Sie keinen Newsletter.',
    ],
    link: /^https:\/\/[^/]+\.de\/newsletter\/confirm#token=[\w-]{43}$/,
  },
];

describe('the confirmation mail of a sign-up', () => {
  it.each(mailsByCountry)("in $country is written in $lang and links to the country's shop", async (expected) => {
    const mail = await signUpAndReadMail(expected.services.baseURL, expected.email, expected.fields);
    expect(mail.subject).toBe(expected.subject);
    expect(mail.langs).toEqual([expected.lang, expected.lang]);
    expect(mail.paragraphs).toEqual(expected.paragraphs);
    expect(mail.link).toMatch(expected.link);
  });

  it('greets nobody by the name the sign-up gave: anyone can have it sent to any address', async () => {
    const mail = await signUpAndReadMail(trServices.baseURL, 'stranger@example.com', { firstName: 'Buy', lastName: 'Cheap pills now' });
    expect(mail.paragraphs.join(' ')).not.toMatch(/Buy|pills/);
  });

  it('shows every text of a mail as text, never as markup', async () => {
    const markup = '<img src=x onerror="alert(1)">';
    const db = openDatabase(deServices.dataDir);
    try {
      const mail = { country: 'DE', lang: `de"${markup}`, recipient: 'markup@example.com', subject: markup, body: markup, link: `https://x/"${markup}`, linkText: markup, afterLink: markup };
      sendMail(db, mail, new Date());
    } finally {
      db.close();
    }
    const article = await newestMail(new HttpClient(deServices.baseURL), 'markup@example.com');
    expect(article).not.toContain('<img');
    expect(readMail(article)).toEqual({ subject: markup, langs: [`de"${markup}`, `de"${markup}`], paragraphs: [markup, markup, markup], link: `https://x/"${markup}` });
  });
});

describe('the confirmation mail texts', () => {
  const localeFolders = readdirSync(paths.locales, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map(({ name }) => name);

  it.each(localeFolders)('are all written in %s', (locale) => {
    const text = confirmationMailText(locale);
    for (const part of ['subject', 'greeting', 'request', 'linkText', 'notSignedUp'] as const) expect(text[part].trim(), part).not.toBe('');
  });

  it('are refused for a locale without a dictionary, naming the ones there are', () => {
    expect(() => confirmationMailText('nl-NL')).toThrow(/^locale "nl-NL" has no translations for the confirmation mail; allowed: .*de-DE/);
  });
});
