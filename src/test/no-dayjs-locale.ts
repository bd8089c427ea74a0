// Stands in for the build's virtual:storefront/dayjs-locale under vitest: the date pickers stay English.
export const dayjsLocale = undefined;
