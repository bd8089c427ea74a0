import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { devPage, escapeHtml } from '../http/dev-page.ts';

export interface OutgoingMail {
  country: string;
  recipient: string;
  subject: string;
  body: string;
  link: string;
}

/** The reference services send no mail: they keep it in an outbox that /_dev/mailbox shows. */
export function sendMail(db: Db, mail: OutgoingMail, now: Date): void {
  db.prepare('INSERT INTO outbox (country, recipient, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    mail.country,
    mail.recipient,
    mail.subject,
    mail.body,
    mail.link,
    now.toISOString(),
  );
}

interface MailRow extends OutgoingMail {
  created_at: string;
}

function mailItem(mail: MailRow): string {
  return `<li>
  <article>
    <h2>${escapeHtml(mail.subject)}</h2>
    <p>To <strong>${escapeHtml(mail.recipient)}</strong> (${escapeHtml(mail.country)}), <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(mail.created_at)}</time></p>
    <p>${escapeHtml(mail.body)}</p>
    <p><a href="${escapeHtml(mail.link)}">Confirm the sign-up of ${escapeHtml(mail.recipient)}</a></p>
  </article>
</li>`;
}

/** A page listing the newest mails with their confirmation links, so a person can click through double opt-in. */
export function registerMailbox(app: FastifyInstance, db: Db): void {
  app.get('/_dev/mailbox', (_request, reply) => {
    const mails = db.prepare('SELECT country, recipient, subject, body, link, created_at FROM outbox ORDER BY id DESC LIMIT 200').all() as MailRow[];
    const list = mails.length > 0 ? `<ol>${mails.map(mailItem).join('\n')}</ol>` : '<p>No mail yet. Sign up for the newsletter on a page of the shop.</p>';
    const body = `<h1>Mailbox</h1><p>Mail the reference services would have sent, newest first.</p>${list}`;
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(devPage('Mailbox: reference services', body));
  });
}
