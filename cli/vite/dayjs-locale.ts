import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { projectRoot } from '../../validation/paths.ts';

/** The module through which the app loads the date pickers' locale (src/preview/dates-locale.ts). */
export const DAYJS_LOCALE_ID = 'virtual:storefront/dayjs-locale';

const NO_DAYJS_LOCALE = 'export const dayjsLocale = undefined;';
const DAYJS_LOCALES = join(projectRoot, 'node_modules', 'dayjs', 'locale');

/** dayjs's name for a storefront locale: the regional module (de-at) if dayjs has one, else the language's (nl), else none. */
export function dayjsLocaleName(locale: string): string | undefined {
  const regional = locale.toLowerCase();
  const language = regional.split('-')[0]!;
  return [regional, language].find((name) => existsSync(join(DAYJS_LOCALES, `${name}.js`)));
}

/**
 * The source of `virtual:storefront/dayjs-locale` for one locale: only that locale's module,
 * loaded on demand, so no other locale reaches the bundle. Without one the date pickers stay English.
 */
export function dayjsLocaleModuleSource(locale: string): string {
  const name = dayjsLocaleName(locale);
  if (!name) return NO_DAYJS_LOCALE;
  return `export const dayjsLocale = { name: ${JSON.stringify(name)}, load: () => import(${JSON.stringify(`dayjs/locale/${name}.js`)}) };`;
}

/** For the server render, which runs no effects and so never loads the date pickers' locale. */
export function noDayjsLocalePlugin(): Plugin {
  return {
    name: 'storefront-no-dayjs-locale',
    resolveId: (id) => (id === DAYJS_LOCALE_ID ? `\0${id}` : undefined),
    load: (id) => (id === `\0${DAYJS_LOCALE_ID}` ? NO_DAYJS_LOCALE : undefined),
  };
}
