import type { FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { reachedOverHttps } from './shop-address.ts';

/** Cookie settings every service uses: whole site, SameSite, and Secure whenever the page came over HTTPS or the shop is an https one. */
export function cookieOptions(request: FastifyRequest, options: { httpOnly: boolean; maxAgeSeconds?: number; sameSite?: 'lax' | 'strict' }): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: options.httpOnly,
    sameSite: options.sameSite ?? 'lax',
    secure: reachedOverHttps(request),
    ...(options.maxAgeSeconds === undefined ? {} : { maxAge: options.maxAgeSeconds }),
  };
}
