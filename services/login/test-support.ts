import type { HttpClient } from '../test/test-server.ts';

/** Every seeded customer's password (services/seed/seed.yaml). */
export const DEMO_PASSWORD = 'storefront-demo';
/** A seeded DE customer. */
export const ANNA = { email: 'anna.schmidt@example.com', firstName: 'Anna' };

export interface SetCookie {
  value: string;
  /** Attribute names in lower case; flags such as HttpOnly map to true. */
  attributes: Map<string, string | true>;
}

/** The Set-Cookie a response sent for `name`, parsed; undefined when it sent none. */
export function setCookie(response: Response, name: string): SetCookie | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!header) return undefined;
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const parsed = attributes.map((attribute): [string, string | true] => {
    const [key, ...value] = attribute.split('=');
    return [key!.toLowerCase(), value.length > 0 ? value.join('=') : true];
  });
  return { value: pair!.slice(name.length + 1), attributes: new Map(parsed) };
}

export function logIn(client: HttpClient, email = ANNA.email, password = DEMO_PASSWORD): Promise<Response> {
  return client.request('POST', '/service/login/api/v1/login', { json: { email, password } });
}
