import { startTransition, useRef, useState } from 'react';
import { ResponseError } from '../api/errors';
import { afterNextPaint } from '../widgets/dom/after-next-paint';
import type { NewsletterResult } from '../config/country.generated';
import type { NewsletterClient } from './api/newsletter-client';
import { toSignupValues, type SignupFormValues } from './form-values';
import { subscriberPayload, type PayloadContext } from './payload';
import { reportSignUp } from './signup-analytics';

export const EMAIL_INVALID_TYPE = 'urn:newsletter:email_invalid';

export type SubmissionResult = 'none' | NewsletterResult;

export interface SubmitFlowOptions extends PayloadContext {
  client: NewsletterClient;
  /** Puts the server's invalid-email verdict on the email field. */
  setEmailError: () => void;
  resetForm: () => void;
  onSuccessfulSubmit?: (email: string) => void;
}

export interface SubmitFlow {
  result: SubmissionResult;
  submitting: boolean;
  /** The address the success message names. */
  submittedEmail: string;
  /** Changes with every submission, so the messages re-render and scroll into view again. */
  messageKey: number;
  submit: (values: SignupFormValues) => Promise<void>;
}

/** The submit flow of spec §4, run after the form's own validation passed. */
export function useSignupSubmit(options: SubmitFlowOptions): SubmitFlow {
  const [result, setResult] = useState<SubmissionResult>('none');
  const [submitting, setSubmitting] = useState(false);
  const [submittedEmail, setSubmittedEmail] = useState('');
  const [messageKey, setMessageKey] = useState(0);
  // A state update lands only after the next render; a second click can come before that.
  const inFlight = useRef(false);

  const succeed = (email: string) => {
    setResult('SUCCESS');
    reportSignUp(options.origin, options.originAddition);
    options.resetForm();
    options.onSuccessfulSubmit?.(email);
  };

  const submit = async (values: SignupFormValues) => {
    if (inFlight.current) return;
    const email = values.email.trim();
    // The last attempt's message goes while this one is sent: a second failure in a row is a new alert, announced again.
    const startAttempt = () => {
      setResult('none');
      setSubmittedEmail(email);
      setMessageKey((key) => key + 1);
    };
    // A filled honeypot is a bot: it is shown success, and nothing is sent.
    if (values.verifyEmail) {
      startAttempt();
      return succeed(email);
    }
    inFlight.current = true;
    // The sending state renders in a transition, in slices: the click's next paint does not wait
    // for the whole form to render again.
    startTransition(() => {
      startAttempt();
      setSubmitting(true);
    });
    try {
      await afterNextPaint();
      await options.client.createSubscriber(subscriberPayload(toSignupValues(values), options));
      succeed(email);
    } catch (error) {
      if (error instanceof ResponseError && error.type === EMAIL_INVALID_TYPE) {
        setResult('ERROR_INVALID_EMAIL');
        options.setEmailError();
      } else setResult('ERROR_GENERIC');
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { result, submitting, submittedEmail, messageKey, submit };
}
