import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emailProblem, nameProblem } from '../../src/newsletter/rules.ts';
import type { ServicesContext } from '../context.ts';
import { cookieOptions } from '../http/cookies.ts';
import { overLimit } from '../http/limit.ts';
import { PROBLEM_TYPES, sendProblem } from '../http/problem.ts';
import { loginFromToken } from '../login/login-session.ts';
import { SIGNUP_COOKIE } from './browser-status.ts';
import { confirmationMail, confirmationMailText } from './confirmation-mail.ts';
import { isUndeliverable } from './deliverability.ts';
import { sendMail } from './mailbox.ts';
import { schedulePurge } from './purge.ts';
import { createSubscriberBody, tokenParams, updateSubscriberBody, type CreateSubscriberBody, type PersonFields } from './schemas.ts';
import { confirmSignup, DOI_LINK_TTL_MS, lookUpSubscriptionToken, recordSignup, subscriberView, updateSubscriber, type TokenLookup } from './subscribers.ts';
import { pageAddress } from '../../src/config/shop-address.ts';

export const NEWSLETTER_INTERNAL_BASE = '/service/newsletter/api/internal';
export const NEWSLETTER_PRIVATE_BASE = '/service/newsletter/api/private';
/** The page the confirmation link opens; the token travels in the fragment, which is never sent to a server. */
export const CONFIRMATION_PAGE = '/newsletter/confirm';

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/** The problem with a sign-up's person fields under the served country's rules, if any. */
function personProblem(context: ServicesContext, fields: PersonFields, requireShown: boolean): string | undefined {
  const { elements } = context.country.newsletter;
  for (const field of ['firstName', 'lastName'] as const) {
    const problem = nameProblem(fields[field] ?? '', { required: requireShown && elements[field].required, maxLength: elements[field].maxLength });
    if (problem) return `${field} is ${problem === 'required' ? 'required' : 'not valid'}`;
  }
  if (requireShown && elements.salutation.required && !fields.salutation) return 'salutation is required';
  return undefined;
}

function tokenProblem(reply: FastifyReply, lookup: Exclude<TokenLookup, { state: 'valid' }>): FastifyReply {
  const status = lookup.state === 'unknown' ? 404 : 410;
  return sendProblem(reply, status, PROBLEM_TYPES.tokenInvalid, `This link is ${lookup.state === 'unknown' ? 'not known' : `no longer valid (${lookup.state})`}`);
}

// Spec §7: every call carries the (dummy) api key; a caller without one is not a storefront page.
async function requireApiKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.headers['x-api-key']) await sendProblem(reply, 401, PROBLEM_TYPES.unauthorized, 'The api key is missing', 'send it in the X-Api-Key header');
}

function subscriberRoutes(app: FastifyInstance, context: ServicesContext): void {
  const { db, clock } = context;
  const mailText = confirmationMailText(context.country.locale);
  app.post<{ Body: CreateSubscriberBody }>('/newsletter-subscribers', { schema: { body: createSubscriberBody } }, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase();
    if (await overLimit(request, reply, context.limiters.signup)) return reply;
    if (emailProblem(email) || isUndeliverable(email)) return sendProblem(reply, 400, PROBLEM_TYPES.emailInvalid, 'The email address is not valid');
    const problem = personProblem(context, request.body, true);
    if (problem) return sendProblem(reply, 400, PROBLEM_TYPES.badRequest, 'The request is not valid', problem);

    const now = clock.now();
    const { token, browserRef } = recordSignup(db, context.country.code, { ...request.body, email }, now);
    // Below the shop's address, which may have a path of its own (CH_FR's /fr/).
    const link = `${pageAddress(context.shopUrl.href, CONFIRMATION_PAGE)}#token=${token}`;
    sendMail(db, confirmationMail(mailText, { country: context.country.code, recipient: email }, link), now);
    reply.setCookie(SIGNUP_COOKIE, browserRef, cookieOptions(request, { httpOnly: true, maxAgeSeconds: DOI_LINK_TTL_MS / 1000 }));
    // The same answer for a new, a waiting and a subscribed address: nobody learns who subscribed.
    return reply.code(202).send({ status: 'WAITING_FOR_DOI' });
  });

  app.get<{ Params: { token: string } }>('/newsletter-subscribers/:token', { schema: { params: tokenParams } }, (request: TokenRequest, reply) => {
    const lookup = lookUpSubscriptionToken(db, context.country.code, request.params.token, clock.now());
    if (lookup.state !== 'valid') return tokenProblem(reply, lookup);
    return subscriberView(db, lookup.token.subscriber_id);
  });

  app.put<{ Params: { token: string } }>('/newsletter-subscribers/:token/doi', { schema: { params: tokenParams } }, (request: TokenRequest, reply) => {
    const lookup = confirmSignup(db, context.country.code, request.params.token, clock.now());
    if (lookup.state !== 'valid') return tokenProblem(reply, lookup);
    return { status: 'SUBSCRIBED' };
  });

  app.put<{ Params: { token: string }; Body: PersonFields }>(
    '/newsletter-subscribers/:token',
    { schema: { params: tokenParams, body: updateSubscriberBody } },
    (request, reply) => {
      const lookup = lookUpSubscriptionToken(db, context.country.code, request.params.token, clock.now());
      if (lookup.state !== 'valid') return tokenProblem(reply, lookup);
      const problem = personProblem(context, request.body, false);
      if (problem) return sendProblem(reply, 400, PROBLEM_TYPES.badRequest, 'The request is not valid', problem);
      updateSubscriber(db, lookup.token.subscriber_id, request.body);
      return subscriberView(db, lookup.token.subscriber_id);
    },
  );
}

function customerLookupRoute(app: FastifyInstance, context: ServicesContext): void {
  app.get('/customers/base-data', async (request, reply) => {
    const header = request.headers['x-logintoken'];
    const login = await loginFromToken(context, typeof header === 'string' ? header : undefined);
    if (!login) return sendProblem(reply, 401, PROBLEM_TYPES.unauthorized, 'A valid login token is needed', 'send it in the X-LoginToken header');
    const customer = context.db.prepare('SELECT email, salutation, first_name, last_name, consents FROM customers WHERE id = ?').get(login.customer.id) as {
      email: string;
      salutation: string | null;
      first_name: string | null;
      last_name: string | null;
      consents: string;
    };
    return {
      email: customer.email,
      salutation: customer.salutation,
      firstName: customer.first_name,
      lastName: customer.last_name,
      consents: JSON.parse(customer.consents) as string[],
    };
  });
}

type Routes = (app: FastifyInstance, context: ServicesContext) => void;

/** A base path as a scope of its own, so the key check belongs to its routes, whatever the address looked like. */
function apiScope(context: ServicesContext, routes: readonly Routes[]) {
  return async (api: FastifyInstance) => {
    api.addHook('onRequest', requireApiKey);
    for (const addRoutes of routes) addRoutes(api, context);
  };
}

/** The newsletter service of spec §7 under both base paths, and the daily purge. */
export async function registerNewsletter(app: FastifyInstance, context: ServicesContext): Promise<void> {
  await app.register(apiScope(context, [subscriberRoutes]), { prefix: NEWSLETTER_INTERNAL_BASE });
  await app.register(apiScope(context, [subscriberRoutes, customerLookupRoute]), { prefix: NEWSLETTER_PRIVATE_BASE });
  const stopPurge = schedulePurge(context.db, context.countries, context.clock);
  app.addHook('onClose', async () => stopPurge());
}
