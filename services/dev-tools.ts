import type { FastifyInstance } from 'fastify';
import type { ServicesContext } from './context.ts';
import { registerDevLoginTokenPage } from './login/dev-login-token-page.ts';
import { registerMailbox } from './newsletter/mailbox.ts';
import { registerDevStaffPage } from './preview/dev-staff-page.ts';
import { registerVitalsSink } from './vitals/vitals-sink.ts';
import type { VitalsStore } from './vitals/vitals-store.ts';

/**
 * The local tools under /_dev: the mailbox lists every address and confirmation token, two others
 * sign staff in and date login tokens, and the vitals sink collects what the pages measured into
 * `vitals` (shared by every origin of `serve --all`). Only for a machine of one's own, so only when asked for.
 */
export async function registerDevTools(app: FastifyInstance, context: ServicesContext, vitals: VitalsStore): Promise<void> {
  registerMailbox(app, context.db, context.country.code);
  await registerDevStaffPage(app, context);
  await registerDevLoginTokenPage(app, context);
  await registerVitalsSink(app, context.country, vitals);
}
