import type { FastifyInstance } from 'fastify';
import type { ServicesContext } from '../context.ts';
import { registerPreviewAuth } from './auth-routes.ts';
import { registerPreviewToken } from './token-route.ts';

/** The preview service of spec §7. */
export function registerPreview(app: FastifyInstance, context: ServicesContext): void {
  registerPreviewAuth(app, context);
  registerPreviewToken(app, context);
}
