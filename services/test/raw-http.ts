import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Sends `target` as the request line's target exactly as written. fetch normalises `..`,
 * `%2e%2e` and backslashes away and cannot send an absolute-form line; an attacker can.
 */
export function sendRaw(baseURL: string, method: string, target: string, init: { headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, method, path: target, headers: init.headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
