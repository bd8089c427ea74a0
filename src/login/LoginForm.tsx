import { Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useI18n } from '../i18n/useI18n';
import { Button } from '../widgets/Button';
import { ErrorSummary } from '../widgets/ErrorSummary';
import { PasswordField } from '../widgets/fields/PasswordField';
import { TextField } from '../widgets/fields/TextField';
import { Notice } from '../widgets/Notice';
import { FormStatus, useStorefrontForm } from '../widgets/validation';
import type { LoginClient } from './api/login-client';
import { EMAIL_MAX_LENGTH, emailProblem, passwordProblem, type LoginValues } from './login-rules';
import { useLoginSubmit } from './use-login-submit';

export interface LoginFormProps {
  client: LoginClient;
  /** Called once the service accepted the credentials. */
  onLoggedIn: () => void;
}

/** Email and password, sent to the login service; the page fills in the address the browser is known by (prefill-known-email.ts). */
export function LoginForm({ client, onLoggedIn }: LoginFormProps) {
  const { LL } = useI18n();
  const passwordInput = useRef<HTMLInputElement>(null);
  const form = useStorefrontForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: {
      email: (email) => {
        const problem = emailProblem(email);
        return problem && LL.login.errors[problem]();
      },
      password: (password) => {
        const problem = passwordProblem(password);
        return problem && LL.login.errors[problem]();
      },
    },
  });
  const { submit, submitting, problem, attempt } = useLoginSubmit({
    client,
    onLoggedIn,
    onRefused: () => {
      form.setFieldValue('password', '');
      // The notice above says it; the field the shopper is put in says it too, to a screen reader, until they type.
      form.holdError('password', LL.login.errors.unauthorized());
      passwordInput.current?.focus();
    },
  });

  // POST: sent before the script has taken over, the fields must not end up in the address and its logs.
  return (
    <form ref={form.formRef} method="post" onSubmit={form.onSubmit(submit)} noValidate aria-label={LL.login.heading()}>
      <Stack gap="sm" maw={420}>
        <ErrorSummary {...form.errorSummary} />
        {problem && (
          <Notice variant="error" scrollIntoView revealKey={attempt}>
            {LL.login.errors[problem]()}
          </Notice>
        )}
        {/* Before the fields, so that "*" is explained before it is met. */}
        <Text size="sm">{LL.widgets.requiredFootnote()}</Text>
        <TextField
          {...form.getFieldProps('email')}
          type="email"
          autoComplete="username"
          label={LL.login.email()}
          maxLength={EMAIL_MAX_LENGTH}
          required
        />
        <PasswordField
          {...form.getFieldProps('password')}
          ref={passwordInput}
          autoComplete="current-password"
          label={LL.login.password()}
          required
        />
        <Button type="submit" loading={submitting}>
          {LL.login.submit()}
        </Button>
      </Stack>
      <FormStatus {...form.fieldAnnouncement} sending={submitting} />
    </form>
  );
}
