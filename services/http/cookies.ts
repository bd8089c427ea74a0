import type { FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';

/** Cookie settings every service uses: whole site, SameSite, and Secure whenever the page came over HTTPS. */
export function cookieOptions(request: FastifyRequest, options: { httpOnly: boolean; maxAgeSeconds?: number; sameSite?: 'lax' | 'strict' }): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: options.httpOnly,
    sameSite: options.sameSite ?? 'lax',
    secure: request.protocol === 'https',
    ...(options.maxAgeSeconds === undefined ? {} : { maxAge: options.maxAgeSeconds }),
  };
}
