import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '../config/country.generated';
import { countryCodes, dictionaries, loadCountry } from '../test/storefront';
import { renderInCountry } from '../test/render';
import type { LoginOutcome } from './api/login-client';
import { LoginForm } from './LoginForm';
import { fakeLoginClient } from './test/fake-login-client';
import { nextPaint } from '../test/next-paint';

function renderForm(code: CountryCode = 'DE', options: { outcome?: LoginOutcome; knownEmail?: string } = {}, client = fakeLoginClient(options)) {
  const onLoggedIn = vi.fn();
  const copy = dictionaries[loadCountry(code).locale]!.login;
  renderInCountry(code, <LoginForm client={client} onLoggedIn={onLoggedIn} />);
  const email = () => screen.getByRole('textbox', { name: new RegExp(`^${copy.email}`) });
  const password = () => screen.getByLabelText(new RegExp(`^${copy.password} \\*$`));
  return { client, onLoggedIn, copy, email, password, user: userEvent.setup() };
}

beforeEach(() => {
  window.dataLayer = [];
});

describe('LoginForm', () => {
  it.each(countryCodes)('explains the "*" of its required fields before the first of them, in %s', (code) => {
    const { email } = renderForm(code);
    const footnote = screen.getByText(dictionaries[loadCountry(code).locale]!.widgets.requiredFootnote);
    expect(footnote.compareDocumentPosition(email()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks for both fields before calling the service, in a focused summary and on each field', async () => {
    const { client, copy, email, password, user } = renderForm();
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await nextPaint();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([copy.errors.emailRequired, copy.errors.passwordRequired]);
    expect(email()).toHaveAccessibleDescription(copy.errors.emailRequired);
    expect(password()).toHaveAccessibleDescription(copy.errors.passwordRequired);
    expect(client.logIn).not.toHaveBeenCalled();
  });

  it('keeps focus on the busy button while the call runs', async () => {
    const { client, copy, email, password, user } = renderForm();
    client.logIn.mockImplementation(() => new Promise(() => undefined));
    await user.type(email(), 'anna.schmidt@example.com');
    await user.type(password(), 'storefront-demo');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await nextPaint();
    const button = screen.getByRole('button', { name: new RegExp(`^${copy.submit}`) });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // The form's status region says it once (issue 26): the button's changed name is not read out by itself.
    expect(screen.getByRole('status')).toHaveTextContent(dictionaries['de-DE']!.widgets.button.loading);
  });

  it('refuses an address without an @ when the field loses focus', async () => {
    const { copy, email, user } = renderForm();
    await user.type(email(), 'anna.example.com');
    await user.tab();
    expect(email()).toHaveAccessibleDescription(copy.errors.emailInvalid);
  });

  it('sends the trimmed address and the password, leaving the login for the next page to report', async () => {
    const { client, onLoggedIn, copy, email, password, user } = renderForm();
    await user.type(email(), '  anna.schmidt@example.com ');
    await user.type(password(), 'storefront-demo');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await nextPaint();
    expect(client.logIn).toHaveBeenCalledExactlyOnceWith({ email: 'anna.schmidt@example.com', password: 'storefront-demo' });
    expect(onLoggedIn).toHaveBeenCalledOnce();
    // GA4's login event comes from the page the login leads to (login-state.ts): this one is leaving.
    expect(window.dataLayer).toEqual([]);
  });

  it('sends once however often the shopper clicks while the call runs', async () => {
    const { client, copy, email, password, user } = renderForm();
    client.logIn.mockImplementation(() => new Promise(() => undefined));
    await user.type(email(), 'anna.schmidt@example.com');
    await user.type(password(), 'storefront-demo');
    const button = screen.getByRole('button', { name: copy.submit });
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    await nextPaint();
    expect(client.logIn).toHaveBeenCalledOnce();
  });

  it('keeps the address, clears the password and moves focus to it when the service refuses', async () => {
    const { onLoggedIn, copy, email, password, user } = renderForm('DE', { outcome: 'unauthorized' });
    await user.type(email(), 'anna.schmidt@example.com');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await nextPaint();
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errors.unauthorized);
    expect(email()).toHaveValue('anna.schmidt@example.com');
    expect(password()).toHaveValue('');
    expect(password()).toHaveFocus();
    // Issue 27's probe: the field the shopper is put in says what went wrong (never that it is valid), until they type.
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription(copy.errors.unauthorized);
    await user.keyboard('n');
    expect(password()).toHaveAttribute('aria-invalid', 'false');
    expect(password()).toHaveAccessibleDescription('');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
  });

  it('says what went wrong in the password field when the refused password was sent from it', async () => {
    const { copy, email, password, user } = renderForm('DE', { outcome: 'unauthorized' });
    await user.type(email(), 'anna.schmidt@example.com');
    await user.type(password(), 'wrong{Enter}');
    await nextPaint();
    await screen.findByRole('alert');
    expect(password()).toHaveFocus();
    expect(password()).toHaveAccessibleDescription(copy.errors.unauthorized);
  });

  it('says the service is unavailable and keeps what was typed when no usable answer came', async () => {
    const { copy, email, password, user } = renderForm('DE', { outcome: 'unavailable' });
    await user.type(email(), 'anna.schmidt@example.com');
    await user.type(password(), 'storefront-demo');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await nextPaint();
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errors.unavailable);
    expect(password()).toHaveValue('storefront-demo');
    expect(screen.getByRole('button', { name: copy.submit })).toBeEnabled();
  });

  it('takes the message away when the shopper tries again', async () => {
    const { client, copy, email, password, user } = renderForm('DE', { outcome: 'unavailable' });
    await user.type(email(), 'anna.schmidt@example.com');
    await user.type(password(), 'storefront-demo');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await nextPaint();
    await screen.findByRole('alert');
    client.logIn.mockImplementation(() => new Promise(() => undefined));
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await nextPaint();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(countryCodes)('speaks the language of %s: labels and the refusal', async (code) => {
    const { copy, email, password, user } = renderForm(code, { outcome: 'unauthorized' });
    await user.type(email(), 'kunde@example.com');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await nextPaint();
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errors.unauthorized);
    expect(password()).toBeInTheDocument();
  });
});
