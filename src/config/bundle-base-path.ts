/**
 * The base path of the bundle this code runs in (`/fr/` for CH_FR): Vite's base, which the build
 * sets from the country's shop address. For code that runs in the browser only (service calls,
 * redirects); rendered markup takes the base from the country (useShopLink), as the server
 * rendering is built once for every country. Without Vite (Node, the CLI) it is `/`.
 */
export function bundleBasePath(): string {
  return import.meta.env?.BASE_URL ?? '/';
}
