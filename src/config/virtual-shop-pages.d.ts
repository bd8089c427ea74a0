// Which shop and page a script runs in, without the country's data, provided by the build (cli/vite/country-plugin.ts).
declare module 'virtual:storefront/shop-pages' {
  /** The country the bundle is built for, e.g. CH_FR. */
  export const countryCode: string;
  /** The path the shop lives under: `/`, or `/fr/` for CH_FR. */
  export const basePath: string;
  /** The route paths of the country's pages (src/pages/routes.ts), `/404` among them. */
  export const pagePaths: string[];
  /** The route of the page every unknown address answers with. */
  export const notFoundPath: string;
}
