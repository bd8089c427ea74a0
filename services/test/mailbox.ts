import { underBasePath } from '../../src/config/shop-address.ts';
import type { HttpClient } from './test-server.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The address as the mailbox page writes it, HTML-escaped. */
function asOnPage(email: string): string {
  return email.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The mailbox page of the client's shop. */
async function mailboxPage(client: HttpClient): Promise<string> {
  return (await client.request('GET', underBasePath(client.basePath, '/_dev/mailbox'))).text();
}

/** The confirmation token of the newest mail to `email`, read from the shop's mailbox page as a person would. */
export async function confirmationToken(client: HttpClient, email: string): Promise<string> {
  const page = await mailboxPage(client);
  const match = new RegExp(`href="[^"]*#token=([A-Za-z0-9_-]+)">Confirm the sign-up of ${escapeRegExp(asOnPage(email))}<`).exec(page);
  if (!match) throw new Error(`no mail to ${email} in the mailbox`);
  return match[1]!;
}

/** The newest mail to `email` as the shop's mailbox page shows it: the HTML of its article. */
export async function newestMail(client: HttpClient, email: string): Promise<string> {
  const page = await mailboxPage(client);
  const article = [...page.matchAll(/<article>[\s\S]*?<\/article>/g)].find(([html]) => html.includes(`<strong>${asOnPage(email)}</strong>`));
  if (!article) throw new Error(`no mail to ${email} in the mailbox`);
  return article[0];
}
