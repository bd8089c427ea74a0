import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInCountry } from '../../test/render';
import { inStorefront } from '../../test/storefront';
import { ErrorSummary } from './ErrorSummary';

const EMAIL_REQUIRED = 'Die E-Mail-Adresse ist ein Pflichtfeld.';
const NAME_REQUIRED = 'Der Vorname ist ein Pflichtfeld.';
const ERRORS = [
  { fieldId: 'email', message: EMAIL_REQUIRED },
  { fieldId: 'first-name', message: NAME_REQUIRED },
];

function Fields({ summary }: { summary: React.ReactNode }) {
  return (
    <>
      {summary}
      <label>
        E-Mail <input id="email" />
      </label>
      <label>
        Vorname <input id="first-name" />
      </label>
    </>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing while there is no error', () => {
    renderInCountry('DE', <ErrorSummary errors={[]} revealKey={0} />);

    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is an alert, titled in the country’s language, that lists every error as a link, and takes focus when it appears', () => {
    renderInCountry('HU', <ErrorSummary errors={ERRORS} revealKey={1} />);

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Kérjük, ellenőrizze a megadott adatokat');
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([EMAIL_REQUIRED, NAME_REQUIRED]);
    expect(summary).toHaveFocus();
  });

  it('moves focus to the field of a link activated with Enter', async () => {
    const user = userEvent.setup();
    renderInCountry('DE', <Fields summary={<ErrorSummary errors={ERRORS} revealKey={1} />} />);

    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: NAME_REQUIRED })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveFocus();
  });

  it('takes focus again with a new revealKey, and not when its list changes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderInCountry('DE', <Fields summary={<ErrorSummary errors={ERRORS} revealKey={1} />} />);
    await user.click(screen.getByRole('textbox', { name: 'Vorname' }));

    rerender(inStorefront('DE', <Fields summary={<ErrorSummary errors={ERRORS.slice(1)} revealKey={1} />} />));
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveFocus();

    rerender(inStorefront('DE', <Fields summary={<ErrorSummary errors={ERRORS.slice(1)} revealKey={2} />} />));
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
