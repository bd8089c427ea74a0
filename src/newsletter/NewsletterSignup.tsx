import { Stack, Text, Title } from '@mantine/core';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useCountry } from '../config/CountryContext';
import type { Origin } from '../config/country.generated';
import { useI18n } from '../i18n/useI18n';
import { FORM_OPENED_ATTRIBUTE } from '../islands/islands';
import { Notice } from '../widgets/Notice';
import { useStorefrontForm } from '../widgets/validation';
import { newsletterClient, type NewsletterClient } from './api/newsletter-client';
import { EMPTY_SIGNUP_FORM, holdsValues, type SignupFormValues } from './form-values';
import { HeaderImage } from './HeaderImage';
import { intoEmptyFields, prefilledValues } from './prefill-values';
import { SIGNUP_SECTION_ID } from './signup-anchor';
import { SignupForm } from './SignupForm';
import { announceSuccessfulSubmit } from './successful-submit';
import { signupValidators } from './signup-validation';
import { useCustomerPrefill } from './use-customer-prefill';
import { useSignupSubmit } from './use-signup-submit';

export interface NewsletterSignupProps {
  /** Where the sign-up comes from @default the country's default origin ('onsite') */
  origin?: Origin;
  /** @default the country's default ('subsite') */
  originAddition?: string;
  /** Use the private base path of a single-page app @default false */
  singlePageApp?: boolean;
  /** Show the 'link no longer valid' notice above the form @default false */
  linkInvalid?: boolean;
  /** Called after every successful sign-up, the honeypot path included, as the successfulSubmit event is dispatched. */
  onSuccessfulSubmit?: (email: string) => void;
  /** The newsletter service @default a client for the page's own origin */
  client?: NewsletterClient;
  /** The rank of the sign-up's heading: 1 where the sign-up is what the page is about @default 2 */
  headingOrder?: 1 | 2;
}

/** The newsletter double-opt-in sign-up widget (spec §2.1): header, form, success message and error banners. */
export function NewsletterSignup({ origin, originAddition, singlePageApp = false, linkInvalid = false, onSuccessfulSubmit, client, headingOrder = 2 }: NewsletterSignupProps) {
  const { LL } = useI18n();
  const { newsletter } = useCountry();
  const service = useMemo(() => client ?? newsletterClient({ singlePageApp }), [client, singlePageApp]);
  const form = useStorefrontForm<SignupFormValues>({ initialValues: EMPTY_SIGNUP_FORM, validate: signupValidators(newsletter.elements, LL) });
  const [opened, setOpened] = useState(false);
  const [showLinkInvalid, setShowLinkInvalid] = useState(linkInvalid);
  const section = useRef<HTMLDivElement>(null);
  // Opened before the island's code arrived (start-after-paint.ts marks the island): it stays open.
  useEffect(() => {
    if (section.current?.closest(`[${FORM_OPENED_ATTRIBUTE}]`)) setOpened(true);
  }, []);
  const heldConsents = useCustomerPrefill(service, (data) => form.setValues(intoEmptyFields(prefilledValues(data, newsletter.elements), form.getValues())));
  const flow = useSignupSubmit({
    client: service,
    heldConsents,
    origin: origin ?? newsletter.defaults.origin,
    originAddition: originAddition ?? newsletter.defaults.originAddition,
    setEmailError: () => form.reportErrors({ email: LL.newsletter.errors.emailInvalid() }),
    resetForm: () => form.reset(),
    onSuccessfulSubmit: (email) => {
      if (section.current) announceSuccessfulSubmit(section.current, email);
      onSuccessfulSubmit?.(email);
    },
  });

  return (
    // tabIndex -1: a skip link to the section moves keyboard focus there, and the next Tab reaches the form.
    <Stack component="section" ref={section} id={SIGNUP_SECTION_ID} tabIndex={-1} gap="md" aria-labelledby="newsletter-heading">
      <HeaderImage newsletter={newsletter} />
      <Title order={headingOrder} id="newsletter-heading">
        {LL.newsletter.heading()}
      </Title>
      <Text>{LL.newsletter.intro()}</Text>
      {flow.result === 'SUCCESS' ? (
        // Focus moves here: the form, and the button that had focus, are gone.
        <Notice variant="success" title={LL.newsletter.success.title()} scrollIntoView focusOnReveal revealKey={flow.messageKey}>
          {LL.newsletter.success.text({ email: flow.submittedEmail })}
        </Notice>
      ) : (
        <>
          {showLinkInvalid && <Notice variant="warning">{LL.newsletter.errors.linkInvalid()}</Notice>}
          {flow.result === 'ERROR_GENERIC' && (
            <Notice variant="error" scrollIntoView revealKey={flow.messageKey}>
              {LL.newsletter.errors.generic()}
            </Notice>
          )}
          <SignupForm
            form={form}
            // A failed submit shows every field it found wanting.
            expanded={opened || holdsValues(form.getValues()) || form.errorSummary.errors.length > 0}
            onEmailFocus={() => {
              // In a transition: the browser paints the focused field first, then the further fields.
              startTransition(() => setOpened(true));
              setShowLinkInvalid(false);
            }}
            heldConsents={heldConsents}
            submitting={flow.submitting}
            onSubmit={(values) => void flow.submit(values)}
          />
        </>
      )}
    </Stack>
  );
}
