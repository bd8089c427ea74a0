import type { FastifyInstance } from 'fastify';
import type { ServicesContext } from '../context.ts';
import { currentLogin } from '../login/login-session.ts';
import { newsletterStatusForBrowser } from '../newsletter/browser-status.ts';

/**
 * The session's data for the pages (spec §7 psdata): who is logged in, and how this browser's
 * newsletter sign-up stands (the footer hides its sign-up block once it is waiting or subscribed).
 */
export function registerFrontendData(app: FastifyInstance, context: ServicesContext): void {
  // Spec §7: the CSRF header is needed even though the method is GET, since the answer is personal
  // (PROTECTED_GET_PATHS in http/csrf.ts).
  app.get('/service/customerfrontenddata/api/v1/psdata', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const login = await currentLogin(context, request);
    return {
      loggedIn: login !== undefined,
      customer: login ? { firstName: login.customer.firstName } : null,
      newsletter: { status: newsletterStatusForBrowser(context.db, request, context.clock.now()) },
    };
  });
}
