// The date pickers' locale of the country a bundle is built for, provided by the build (cli/vite/dayjs-locale.ts).
declare module 'virtual:storefront/dayjs-locale' {
  /** dayjs's name for the locale and the loader of its module; undefined when dayjs has none, so English. */
  export const dayjsLocale: { name: string; load: () => Promise<unknown> } | undefined;
}
