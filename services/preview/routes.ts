import type { FastifyInstance } from 'fastify';
import type { ServicesContext } from '../context.ts';
import { registerPreviewAuth } from './auth-routes.ts';
import { registerDevStaffPage } from './dev-staff-page.ts';
import { registerPreviewToken } from './token-route.ts';

/** The preview service of spec §7 and the local staff sign-in page. */
export async function registerPreview(app: FastifyInstance, context: ServicesContext): Promise<void> {
  registerPreviewAuth(app, context);
  registerPreviewToken(app, context);
  await registerDevStaffPage(app, context);
}
