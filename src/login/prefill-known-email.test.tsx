import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../islands/islands';
import { prefillKnownEmail } from './prefill-known-email';

const client = (email: string | undefined) => ({ knownEmail: async () => email });

function servedIsland(value = ''): HTMLElement {
  document.body.innerHTML = `<div data-island="login"><input type="email" data-path="email" value="${value}" aria-label="E-Mail"></div>`;
  return document.body.firstElementChild as HTMLElement;
}

/** A live island's field as React holds it: what the component's state has is what it shows. */
function LiveField() {
  const [email, setEmail] = useState('');
  return (
    <>
      <input type="email" data-path="email" aria-label="E-Mail" value={email} onChange={(event) => setEmail(event.target.value)} />
      <output>{email}</output>
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prefillKnownEmail', () => {
  it('fills the address the long-term token remembers into the served field, for the form to take up when it starts', async () => {
    const island = servedIsland();
    await prefillKnownEmail(island, client('anna.schmidt@example.com'));
    const field = island.querySelector('input')!;
    expect(field.value).toBe('anna.schmidt@example.com');
    expect(field.defaultValue).toBe('');
  });

  it('hands the address to a form that is live already, as a password manager does', async () => {
    const { container } = render(<LiveField />);
    container.setAttribute(HYDRATED_ATTRIBUTE, '');
    await prefillKnownEmail(container, client('anna.schmidt@example.com'));
    expect(screen.getByRole('status')).toHaveTextContent('anna.schmidt@example.com');
  });

  it('keeps an address the shopper has started typing', async () => {
    const { container } = render(<LiveField />);
    container.setAttribute(HYDRATED_ATTRIBUTE, '');
    let answer: (email: string) => void = () => undefined;
    const prefilled = prefillKnownEmail(container, { knownEmail: () => new Promise((resolve) => (answer = resolve)) });
    await userEvent.type(screen.getByRole('textbox'), 'jonas@example.com');
    answer('anna.schmidt@example.com');
    await prefilled;
    expect(screen.getByRole('textbox')).toHaveValue('jonas@example.com');
  });

  it('leaves the field empty when the browser is not known', async () => {
    const island = servedIsland();
    await prefillKnownEmail(island, client(undefined));
    expect(island.querySelector('input')!.value).toBe('');
  });
});
