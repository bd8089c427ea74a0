import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { devPage, escapeHtml } from '../http/dev-page.ts';

export interface OutgoingMail {
  country: string;
  /** The language the mail is written in, a BCP 47 tag such as tr-TR. */
  lang: string;
  recipient: string;
  subject: string;
  /** What the mail says above its link; a blank line separates paragraphs. */
  body: string;
  link: string;
  /** The words the link is shown as. */
  linkText: string;
  /** What the mail says below its link; a blank line separates paragraphs. */
  afterLink: string;
}

/** The reference services send no mail: they keep it in an outbox that /_dev/mailbox shows. */
export function sendMail(db: Db, mail: OutgoingMail, now: Date): void {
  db.prepare(
    'INSERT INTO outbox (country, lang, recipient, subject, body, link, link_text, after_link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(mail.country, mail.lang, mail.recipient, mail.subject, mail.body, mail.link, mail.linkText, mail.afterLink, now.toISOString());
}

interface MailRow extends OutgoingMail {
  created_at: string;
}

function paragraphs(text: string): string {
  return text
    .split('\n\n')
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n      ');
}

// The mail shows as its reader would see it, in its own language; below it, the mailbox's own
// link names the recipient, so a person or a browser test can pick one mail out of many.
function mailItem(mail: MailRow): string {
  const link = escapeHtml(mail.link);
  return `<li>
  <article>
    <h2 lang="${escapeHtml(mail.lang)}">${escapeHtml(mail.subject)}</h2>
    <p>To <strong>${escapeHtml(mail.recipient)}</strong> (${escapeHtml(mail.country)}), <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(mail.created_at)}</time></p>
    <div lang="${escapeHtml(mail.lang)}">
      ${paragraphs(mail.body)}
      <p><a href="${link}">${escapeHtml(mail.linkText)}</a></p>
      ${paragraphs(mail.afterLink)}
    </div>
    <p><a href="${link}">Confirm the sign-up of ${escapeHtml(mail.recipient)}</a></p>
  </article>
</li>`;
}

const NEWEST_MAILS = `SELECT country, lang, recipient, subject, body, link, link_text AS linkText, after_link AS afterLink, created_at
  FROM outbox WHERE country = ? ORDER BY id DESC LIMIT 200`;

/**
 * A page listing the newest mails of one shop (`country`) with their confirmation links, so a
 * person can click through double opt-in; another shop's mail is in that shop's mailbox.
 */
export function registerMailbox(app: FastifyInstance, db: Db, country: string): void {
  app.get('/_dev/mailbox', (_request, reply) => {
    const mails = db.prepare(NEWEST_MAILS).all(country) as MailRow[];
    const list = mails.length > 0 ? `<ol>${mails.map(mailItem).join('\n')}</ol>` : '<p>No mail yet. Sign up for the newsletter on a page of the shop.</p>';
    const body = `<h1>Mailbox</h1><p>Mail the reference services would have sent, newest first.</p>${list}`;
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(devPage('Mailbox: reference services', body));
  });
}
