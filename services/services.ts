import type { FastifyInstance } from 'fastify';
import { registerAbTests } from './abtest/routes.ts';
import type { ServicesContext } from './context.ts';
import { registerFrontendData } from './frontenddata/routes.ts';
import { registerLogin } from './login/routes.ts';
import { registerNewsletter } from './newsletter/routes.ts';
import { registerPreview } from './preview/routes.ts';
import { registerPromotion } from './promotion/routes.ts';

/** Every reference service of spec §7, each under its own prefix. */
export async function registerServices(app: FastifyInstance, context: ServicesContext): Promise<void> {
  await registerNewsletter(app, context);
  registerLogin(app, context);
  registerPreview(app, context);
  registerAbTests(app, context);
  registerPromotion(app, context);
  registerFrontendData(app, context);
}
