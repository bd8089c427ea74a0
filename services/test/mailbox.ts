import type { HttpClient } from './test-server.ts';

/** The confirmation token of the newest mail to `email`, read from the mailbox page as a person would. */
export async function confirmationToken(client: HttpClient, email: string): Promise<string> {
  const page = await (await client.request('GET', '/_dev/mailbox')).text();
  const escaped = email.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const match = new RegExp(`href="[^"]*#token=([A-Za-z0-9_-]+)">Confirm the sign-up of ${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`).exec(page);
  if (!match) throw new Error(`no mail to ${email} in the mailbox`);
  return match[1]!;
}
