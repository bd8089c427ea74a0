import { Stack, Text } from '@mantine/core';
import { useMemo, type FocusEvent } from 'react';
import { useCountry } from '../config/CountryContext';
import { OPENS_FORM_ATTRIBUTE } from '../islands/islands';
import type { Consent } from '../config/country.generated';
import { useI18n } from '../i18n/useI18n';
import { Button } from '../widgets/Button';
import { ErrorSummary } from '../widgets/ErrorSummary';
import { CheckboxField } from '../widgets/fields/CheckboxField';
import { SelectField } from '../widgets/fields/SelectField';
import { TextField } from '../widgets/fields/TextField';
import { FormStatus, type StorefrontForm } from '../widgets/validation';
import type { SignupFormValues } from './form-values';
import { LegalNotice } from './LegalNotice';
import classes from './SignupForm.module.css';
import { TextLink } from './TextLink';

export interface SignupFormProps {
  form: StorefrontForm<SignupFormValues>;
  /** Whether the fields beyond the email show. */
  expanded: boolean;
  onEmailFocus: () => void;
  /** Consents the logged-in customer already holds; their checkboxes do not show. */
  heldConsents: readonly Consent[];
  submitting: boolean;
  onSubmit: (values: SignupFormValues) => void;
}

/** The sign-up form of spec §2.1; every element shows, or is required, as the country's data says. */
export function SignupForm({ form, expanded, onEmailFocus, heldConsents, submitting, onSubmit }: SignupFormProps) {
  const { LL } = useI18n();
  const { newsletter } = useCountry();
  const { elements, links } = newsletter;
  const emailProps = form.getFieldProps('email');
  // The same options from one render to the next: the memoised select then skips a keystroke's render.
  const salutations = useMemo(
    () => [
      { value: '', label: LL.newsletter.salutationPlaceholder() },
      ...elements.salutation.options.map((option) => ({ value: option, label: LL.newsletter.salutations[option]() })),
    ],
    [LL, elements.salutation.options],
  );

  // POST: sent before the script has taken over, the fields must not end up in the address and its logs.
  return (
    <form ref={form.formRef} method="post" onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={LL.newsletter.heading()}>
      <Stack gap="sm">
        <ErrorSummary {...form.errorSummary} />
        {/* Before the fields, so that "*" is explained before it is met. */}
        <Text size="sm">{LL.widgets.requiredFootnote()}</Text>
        <TextField
          {...emailProps}
          onFocus={(event: FocusEvent<HTMLInputElement>) => {
            emailProps.onFocus?.(event);
            onEmailFocus();
          }}
          type="email"
          autoComplete="email"
          {...{ [OPENS_FORM_ATTRIBUTE]: '' }}
          label={LL.newsletter.email()}
          required
          maxLength={elements.email.maxLength}
        />
        <div className={classes.honeypot} aria-hidden="true">
          <label>
            {LL.newsletter.honeypot()}
            <input {...form.getInputProps('verifyEmail')} name={elements.honeypot.name} type="email" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <div className={classes.further} hidden={!expanded}>
          {elements.salutation.show && (
            <SelectField
              {...form.getFieldProps('salutation')}
              label={LL.newsletter.salutation()}
              required={elements.salutation.required}
              autoComplete="honorific-prefix"
              data={salutations}
            />
          )}
          {elements.firstName.show && (
            <TextField
              {...form.getFieldProps('firstName')}
              label={LL.newsletter.firstName()}
              required={elements.firstName.required}
              autoComplete="given-name"
              maxLength={elements.firstName.maxLength}
            />
          )}
          {elements.lastName.show && (
            <TextField
              {...form.getFieldProps('lastName')}
              label={LL.newsletter.lastName()}
              required={elements.lastName.required}
              autoComplete="family-name"
              maxLength={elements.lastName.maxLength}
            />
          )}
          {elements.legalNoticePanel.show && <LegalNotice />}
          {elements.newsletterConsent.show && (
            <CheckboxField
              {...form.getFieldProps('newsletterConsent', { type: 'checkbox' })}
              label={LL.newsletter.newsletterConsent()}
              required={elements.newsletterConsent.required}
            />
          )}
          {elements.personalisationConsent.show && !heldConsents.includes('DNE') && (
            <CheckboxField {...form.getInputProps('personalisation', { type: 'checkbox' })} label={LL.newsletter.personalisationConsent()} />
          )}
          {elements.privacyHint.show && (
            <TextLink size="sm" before={LL.newsletter.privacyHint.before()} link={LL.newsletter.privacyHint.link()} href={links.privacy} after={LL.newsletter.privacyHint.after()} />
          )}
        </div>
        <Button type="submit" loading={submitting}>
          {LL.newsletter.submit()}
        </Button>
        {elements.voucherFootnote.show && (
          <TextLink size="sm" before={LL.newsletter.voucherFootnote.before()} link={LL.newsletter.voucherFootnote.link()} href={links.voucherConditions} after={LL.newsletter.voucherFootnote.after()} />
        )}
      </Stack>
      <FormStatus {...form.fieldAnnouncement} sending={submitting} />
    </form>
  );
}
