import type { FastifyInstance } from 'fastify';
import type { ServicesContext } from './context.ts';
import { registerDevLoginTokenPage } from './login/dev-login-token-page.ts';
import { registerMailbox } from './newsletter/mailbox.ts';
import { registerDevStaffPage } from './preview/dev-staff-page.ts';

/**
 * The local tools under /_dev: the mailbox lists every address and confirmation token, the others
 * sign staff in and date login tokens. Only for a machine of one's own, so only when asked for.
 */
export async function registerDevTools(app: FastifyInstance, context: ServicesContext): Promise<void> {
  registerMailbox(app, context.db);
  await registerDevStaffPage(app, context);
  await registerDevLoginTokenPage(app, context);
}
