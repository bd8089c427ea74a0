import { useRef, useState } from 'react';
import type { Credentials, LoginClient } from './api/login-client';

/** Why the last attempt failed: wrong credentials, or no usable answer from the service. */
export type LoginProblem = 'unauthorized' | 'unavailable';

export interface LoginSubmitOptions {
  client: LoginClient;
  onLoggedIn: () => void;
  /** Called after a refused attempt: the address stays, the password goes. */
  onRefused: () => void;
}

export interface LoginSubmit {
  submit: (credentials: Credentials) => Promise<void>;
  submitting: boolean;
  problem: LoginProblem | undefined;
  /** Changes with every failed attempt, so the message is announced and scrolled to again. */
  attempt: number;
}

/** The login call of spec §7 and its outcomes (§8). */
export function useLoginSubmit({ client, onLoggedIn, onRefused }: LoginSubmitOptions): LoginSubmit {
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<LoginProblem>();
  const [attempt, setAttempt] = useState(0);
  // A state update lands only after the next render; a second click can come before that.
  const inFlight = useRef(false);

  const submit = async ({ email, password }: Credentials) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setProblem(undefined);
    const outcome = await client.logIn({ email: email.trim(), password });
    inFlight.current = false;
    // On success the button stays busy while the browser goes to the target.
    if (outcome === 'success') return onLoggedIn();
    setSubmitting(false);
    setProblem(outcome);
    setAttempt((count) => count + 1);
    if (outcome === 'unauthorized') onRefused();
  };

  return { submit, submitting, problem, attempt };
}
