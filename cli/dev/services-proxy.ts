import type { ProxyOptions } from 'vite';
import { paths } from '../../validation/paths.ts';
import { isFileInside } from '../../validation/public-files.ts';

/** A file of public/ at this address of the shop (the footer's logos live under /service/footer-images/). */
function isPublicFile(base: string, url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0]!.slice(base.length);
  try {
    return isFileInside(paths.publicDir, decodeURIComponent(path));
  } catch {
    return false;
  }
}

/**
 * What the dev server passes on to the services at `target`: the shop's /service/ and /_dev/,
 * under its base path (CH_FR's /fr/), with the Host the page asked for, as a front server does.
 * The files of public/ among them stay the dev server's, as a build ships them beside the pages.
 */
export function servicesProxy(base: string, target: string): Record<string, ProxyOptions> {
  const options: ProxyOptions = { target, bypass: (request) => (isPublicFile(base, request.url) ? request.url : undefined) };
  return Object.fromEntries(['service/', '_dev/'].map((path) => [`${base}${path}`, options]));
}
