import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addMs } from '../clock.ts';
import type { ServicesContext } from '../context.ts';
import { acceptFormPosts, csrfField, devPage, escapeHtml } from '../http/dev-page.ts';
import { currentLogin, setLoginCookie } from './login-session.ts';
import { LOGIN_TOKEN_RENEW_AFTER_SECONDS, revokeLoginToken } from './login-token.ts';

export const DEV_LOGIN_TOKEN_PATH = '/_dev/login-token';
/** How far past its renewal time the dated token is: renewable now, with minutes left before it expires. */
const DUE_SINCE_SECONDS = 30;

function tokenPage(request: FastifyRequest, email: string | undefined): string {
  const body = email
    ? `<p>Logged in as <strong>${escapeHtml(email)}</strong>.</p>
<form method="post" action="">${csrfField(request)}<p><button type="submit">Make my login token due for renewal</button></p></form>`
    : '<p role="alert">Not logged in. Log in at <a href="../login">the login page</a> with a customer from services/seed/seed.yaml first.</p>';
  return devPage(
    'Login token (local)',
    `<h1>Login token renewal</h1>
<p>Local development only. A login token may be renewed 20 minutes after it was issued; this page swaps yours for one that is due now, so that the pages' background renewal can be watched at once.</p>
${body}`,
  );
}

/** The local way for QA to see the background renewal without waiting 20 minutes. */
export async function registerDevLoginTokenPage(app: FastifyInstance, context: ServicesContext): Promise<void> {
  await app.register(async (scoped) => {
    acceptFormPosts(scoped);

    scoped.get(DEV_LOGIN_TOKEN_PATH, async (request, reply) => {
      const login = await currentLogin(context, request);
      const page = tokenPage(request, login?.customer.email);
      return reply.code(login ? 200 : 401).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page);
    });

    scoped.post(DEV_LOGIN_TOKEN_PATH, async (request, reply) => {
      const login = await currentLogin(context, request);
      if (!login) return reply.code(401).type('text/html; charset=utf-8').send(tokenPage(request, undefined));
      const issuedBy = { now: () => addMs(context.clock.now(), -(LOGIN_TOKEN_RENEW_AFTER_SECONDS + DUE_SINCE_SECONDS) * 1000) };
      if (!revokeLoginToken(context.db, context.clock, login.claims)) return reply.code(401).type('text/html; charset=utf-8').send(tokenPage(request, undefined));
      await setLoginCookie(context, request, reply, login.customer.id, issuedBy);
      // Relative, so that a shop under a path (/fr/_dev/…) lands on its own home page.
      return reply.code(303).header('Location', '../').send();
    });
  });
}
