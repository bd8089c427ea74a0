import type { FastifyInstance } from 'fastify';
import type { ServicesContext } from '../context.ts';
import { PROBLEM_TYPES, sendProblem } from '../http/problem.ts';
import { countFailure, usedUp } from '../http/limit.ts';
import { findCustomerByEmail } from './customers.ts';
import { currentLogin, setLoginCookie } from './login-session.ts';
import { revokeLoginToken } from './login-token.ts';
import { rememberCustomer, rememberedEmail } from './long-term-token.ts';
import { verifyPasswordOfAccount } from './passwords.ts';

const BASE = '/service/login/api/v1';

interface LoginBody {
  email: string;
  password: string;
}

const loginBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 256 },
    // Bounded so that nobody can make the server hash megabytes.
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

/** The login service of spec §7: sign-in, login-token renewal and the remembered address. */
export function registerLogin(app: FastifyInstance, context: ServicesContext): void {
  // The CSRF header is required by the global hook, as for every POST under /service.
  app.post<{ Body: LoginBody }>(`${BASE}/login`, { schema: { body: loginBody } }, async (request, reply) => {
    const { email, password } = request.body;
    if (await usedUp(request, reply, context.limiters.customerSignIn)) return reply;
    const customer = findCustomerByEmail(context.db, context.country.code, email);
    // One answer, after the same work, for an unknown address and a wrong password: the call tells nobody who has an account.
    const passwordMatches = await verifyPasswordOfAccount(password, customer?.passwordHash);
    if (!customer || !passwordMatches) {
      await countFailure(request, context.limiters.customerSignIn);
      return sendProblem(reply, 401, PROBLEM_TYPES.unauthorized, 'Email address or password is wrong');
    }
    await setLoginCookie(context, request, reply, customer.id);
    rememberCustomer(context, request, reply, customer.id);
    return { status: 'SUCCESS' };
  });

  // Spec §7: 201 renewed, 200 still fine; a token that cannot be renewed is 401.
  app.post(`${BASE}/logintoken/renew`, async (request, reply) => {
    const cannotRenew = () => sendProblem(reply, 401, PROBLEM_TYPES.unauthorized, 'No valid login token to renew');
    const login = await currentLogin(context, request);
    if (!login) return cannotRenew();
    if (context.clock.now().getTime() / 1000 < login.claims.ren) return { status: 'STILL_VALID' };
    // Revoked first: of several renewals racing with one token, only the one that revoked it renews.
    if (!revokeLoginToken(context.db, context.clock, login.claims)) return cannotRenew();
    await setLoginCookie(context, request, reply, login.customer.id);
    return reply.code(201).send({ status: 'RENEWED' });
  });

  app.get(`${BASE}/longtermtoken`, async (request, reply) => {
    const email = rememberedEmail(context, request);
    return email ? { email } : reply.code(204).send();
  });

}
