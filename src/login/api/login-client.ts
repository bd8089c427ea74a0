import { fetchJson, fetchJsonAnswer } from '../../api/fetch-json';
import { ResponseError } from '../../api/errors';
import { EMAIL_MAX_LENGTH } from '../login-rules';

const LOGIN_BASE = '/service/login/api/v1';

/** Spec §7 and §8: 200 is success, 401 unauthorized, any other answer or none at all unavailable. */
export type LoginOutcome = 'success' | 'unauthorized' | 'unavailable';

/** What a renewal call answered (spec §7): 201 renewed, 200 still fine, 5xx server error, anything else other. */
export type RenewOutcome = 'renewed' | 'still-fine' | 'server-error' | 'other';

export interface Credentials {
  email: string;
  password: string;
}

export interface LoginClient {
  logIn(credentials: Credentials): Promise<LoginOutcome>;
  renewLoginToken(): Promise<RenewOutcome>;
  /** The address the long-term token remembers, or undefined when there is none or the answer is unusable. */
  knownEmail(): Promise<string | undefined>;
}

async function logIn(credentials: Credentials): Promise<LoginOutcome> {
  try {
    await fetchJson(`${LOGIN_BASE}/login`, { method: 'POST', json: credentials });
    return 'success';
  } catch (error) {
    return error instanceof ResponseError && error.status === 401 ? 'unauthorized' : 'unavailable';
  }
}

async function renewLoginToken(): Promise<RenewOutcome> {
  try {
    // No JSON body: a JSON content type with an empty body is a malformed request.
    const { status } = await fetchJsonAnswer(`${LOGIN_BASE}/logintoken/renew`, { method: 'POST' });
    if (status === 201) return 'renewed';
    return status === 200 ? 'still-fine' : 'other';
  } catch (error) {
    return error instanceof ResponseError && error.status >= 500 ? 'server-error' : 'other';
  }
}

async function knownEmail(): Promise<string | undefined> {
  try {
    const answer = await fetchJson<{ email?: unknown } | undefined>(`${LOGIN_BASE}/longtermtoken`);
    const email = answer?.email;
    return typeof email === 'string' && email.includes('@') && email.length <= EMAIL_MAX_LENGTH ? email : undefined;
  } catch {
    return undefined;
  }
}

export const loginClient: LoginClient = { logIn, renewLoginToken, knownEmail };
