import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInCountry } from '../../test/render';
import { inStorefront } from '../../test/storefront';
import { ErrorSummary } from '../ErrorSummary';
import { TextField } from '../fields/TextField';
import { ANNOUNCED_SUBMIT_ATTRIBUTE } from './announced-submit';
import { FormStatus } from './FormStatus';
import { useStorefrontForm } from './useStorefrontForm';
import { nextPaint } from '../../test/next-paint';

const EMAIL_REQUIRED = 'Die E-Mail-Adresse ist ein Pflichtfeld.';
const EMAIL_INVALID = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
const NAME_REQUIRED = 'Der Vorname ist ein Pflichtfeld.';

/** A sign-up form with the feedback the storefront's forms give: summary, inline messages, announcements. */
function SignUpForm() {
  const form = useStorefrontForm({
    initialValues: { firstName: '', email: '' },
    validate: {
      email: (value) => (value ? (value.includes('@') ? null : EMAIL_INVALID) : EMAIL_REQUIRED),
      firstName: (value) => (value ? null : NAME_REQUIRED),
    },
  });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit(() => form.reset())} noValidate>
      <ErrorSummary {...form.errorSummary} />
      {/* The email comes first on the page, though its rule comes second. */}
      <TextField label="E-Mail" {...form.getFieldProps('email')} />
      <TextField label="Vorname" {...form.getFieldProps('firstName')} />
      <button type="submit">Anmelden</button>
      <FormStatus {...form.fieldAnnouncement} />
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const summaryLinks = () => within(screen.getByRole('alert')).getAllByRole('link').map((link) => link.textContent);

describe('the feedback of useStorefrontForm', () => {
  it('lists the errors of a failed submit in a focused summary, in the order of the fields on the page', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await nextPaint();

    expect(screen.getByRole('alert')).toHaveFocus();
    expect(summaryLinks()).toEqual([EMAIL_REQUIRED, NAME_REQUIRED]);
  });

  // The footer embed's form lives in a shadow root, where the page's focus is only the shadow's host.
  it('moves focus to the summary of a failed submit in a shadow root too', async () => {
    const user = userEvent.setup();
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const { unmount } = render(inStorefront('DE', <SignUpForm />), { container: shadow.appendChild(document.createElement('div')) });

    await user.click(within(shadow as unknown as HTMLElement).getByRole('button', { name: 'Anmelden' }));
    await nextPaint();

    expect(shadow.activeElement).toBe(within(shadow as unknown as HTMLElement).getByRole('alert'));
    unmount();
    host.remove();
  });

  // Issue 26: the focused summary is read; the status region must not repeat its first error meanwhile.
  it('announces the errors of a failed submit sent from a field once, through the summary alone', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);
    await user.type(field('E-Mail'), 'anna');
    await user.keyboard('{Enter}');
    await nextPaint();

    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('keeps a field in the summary after its inline message cleared on focus, until it is left valid', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await nextPaint();

    await user.click(screen.getByRole('link', { name: EMAIL_REQUIRED }));
    expect(field('E-Mail')).toHaveFocus();
    expect(summaryLinks()).toEqual([EMAIL_REQUIRED, NAME_REQUIRED]);

    await user.keyboard('anna');
    await user.tab();
    expect(summaryLinks()).toEqual([EMAIL_INVALID, NAME_REQUIRED]);

    await user.click(field('E-Mail'));
    await user.keyboard('@example.com');
    expect(summaryLinks()).toEqual([EMAIL_INVALID, NAME_REQUIRED]);
    await user.tab();
    expect(summaryLinks()).toEqual([NAME_REQUIRED]);
  });

  // Issue 27's probe: the inline message clears on focus (spec §5), but a screen reader must still hear, in the field, what is wrong with it.
  it('keeps a focused field invalid, its cleared message its description, until its value changes', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await nextPaint();

    await user.click(screen.getByRole('link', { name: EMAIL_REQUIRED }));
    expect(field('E-Mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-Mail')).toHaveAccessibleDescription(EMAIL_REQUIRED);
    // Cleared for the eye: no inline message, no error border.
    expect(document.getElementById(`${field('E-Mail').id}-error`)).toBeNull();
    expect(field('E-Mail')).not.toHaveAttribute('data-error');

    await user.keyboard('a');
    expect(field('E-Mail')).not.toHaveAttribute('aria-invalid');
    expect(field('E-Mail')).not.toHaveAccessibleDescription(EMAIL_REQUIRED);
  });

  // Issue 42's outside run: a field left for the summary unchanged is still wrong, and must look and say so.
  it('shows a field invalid again when the shopper goes back to the summary without changing it, without announcing it a second time', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await nextPaint();

    await user.click(screen.getByRole('link', { name: EMAIL_REQUIRED }));
    await user.tab({ shift: true });
    await nextPaint();
    expect(screen.getByRole('alert')).toContainElement(document.activeElement as HTMLElement);
    expect(field('E-Mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-Mail')).toHaveAccessibleDescription(EMAIL_REQUIRED);
    expect(document.getElementById(`${field('E-Mail').id}-error`)).toHaveTextContent(EMAIL_REQUIRED);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  // Issue 27's probe: the summary takes focus one frame after the submit; a shopper who moved on by then keeps their place.
  it("leaves focus where the shopper moved it before the failed submit's summary showed", async () => {
    // No pause between keys: the Tab comes before the frame after the Enter.
    const user = userEvent.setup({ delay: null });
    renderInCountry('DE', <SignUpForm />);
    await user.click(field('E-Mail'));

    await user.keyboard('{Enter}');
    await user.tab();
    await nextPaint();

    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(field('Vorname')).toHaveFocus();
    await user.keyboard('Anna');
    expect(field('Vorname')).toHaveValue('Anna');
  });

  it('shows no summary before a submit, nor after a successful one', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await nextPaint();
    await user.type(field('E-Mail'), 'anna@example.com');
    await user.type(field('Vorname'), 'Anna');

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await nextPaint();

    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads out, through a polite live region, the error a field gets when the shopper leaves it', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);
    const liveRegion = screen.getByRole('status');
    expect(liveRegion).toHaveTextContent('');

    await user.type(field('E-Mail'), 'anna');
    await user.tab();
    expect(liveRegion).toHaveTextContent(EMAIL_INVALID);
    // The message stays tied to its field as well.
    expect(field('E-Mail')).toHaveAccessibleDescription(EMAIL_INVALID);

    await user.type(field('Vorname'), 'Anna');
    await user.tab();
    expect(liveRegion).toHaveTextContent(EMAIL_INVALID);
  });

  it('reads the same message out again when a field fails again', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);
    await user.type(field('E-Mail'), 'anna');
    await user.tab();
    const first = within(screen.getByRole('status')).getByText(EMAIL_INVALID);

    await user.click(field('E-Mail'));
    await user.tab();

    const second = within(screen.getByRole('status')).getByText(EMAIL_INVALID);
    expect(second).not.toBe(first);
  });

  it('validates a field left by a mouse press on another only after the release, so that nothing moves under the pointer', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SignUpForm />);
    await user.type(field('E-Mail'), 'anna');

    await user.pointer({ keys: '[MouseLeft>]', target: field('Vorname') });
    expect(field('Vorname')).toHaveFocus();
    expect(field('E-Mail')).not.toHaveAttribute('aria-invalid');

    await user.pointer({ keys: '[/MouseLeft]', target: field('Vorname') });
    await waitFor(() => expect(field('E-Mail')).toHaveAccessibleDescription(EMAIL_INVALID));
  });
});

/** A form whose submit sends for as long as the test likes, with the status region the storefront's forms have. */
function SendingForm() {
  const form = useStorefrontForm({ initialValues: { email: 'anna@example.com' } });
  const [sending, setSending] = useState(false);
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit(() => setSending(true))} noValidate>
      <TextField label="E-Mail" {...form.getFieldProps('email')} />
      <button type="submit">Anmelden</button>
      <FormStatus {...form.fieldAnnouncement} sending={sending} />
    </form>
  );
}

describe('the sending of a form sent before its code took over', () => {
  // Issue 42's outside run: the page's early status region said "Bitte warten …" already.
  it('is not said a second time by the form, once the page has said it; a later submit is', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <SendingForm />);
    const form = document.querySelector('form')!;
    form.setAttribute(ANNOUNCED_SUBMIT_ATTRIBUTE, '');
    form.requestSubmit();
    await waitFor(() => expect(form).not.toHaveAttribute(ANNOUNCED_SUBMIT_ATTRIBUTE));
    await nextPaint();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('is said by the form when the page has not said it', async () => {
    renderInCountry('DE', <SendingForm />);
    document.querySelector('form')!.requestSubmit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bitte warten …'));
  });
});
