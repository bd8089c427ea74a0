import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseLocale } from '../../../locales/i18n-util';
import { StorefrontProviders } from '../../app/StorefrontProviders';
import { renderInCountry } from '../../test/render';
import { allShops, dictionaries, inStorefront, loadCountry } from '../../test/storefront';
import { PASSWORD_STRENGTH_LEVELS } from './passwordStrength';
import { PasswordStrength } from './PasswordStrength';

/**
 * The label a dictionary gives for a level, e.g. 'Passwortstärke: stark', with whitespace folded
 * the way toHaveTextContent folds the text it reads (French puts a no-break space before a colon).
 */
function expectedLabel(locale: string, level: (typeof PASSWORD_STRENGTH_LEVELS)[number]): string {
  const texts = dictionaries[locale]!.widgets.passwordStrength;
  return texts.label.replace(/\{strength(:string)?\}/, texts[level]).replace(/\s+/g, ' ');
}

/** One password per level: no class, then lowercase, then uppercase, then a digit added. */
const passwords = { weak: '!!!!????', ok: 'abcd!!!!', strong: 'abcdEF!!', veryStrong: 'abcdEF12' };

describe('PasswordStrength', () => {
  it('says nothing about a password under 8 characters', () => {
    renderInCountry('DE', <PasswordStrength password="abcDE12" />);

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each(PASSWORD_STRENGTH_LEVELS)('labels a %s password', (level) => {
    renderInCountry('DE', <PasswordStrength password={passwords[level]} />);

    expect(screen.getByRole('status')).toHaveTextContent(expectedLabel('de-DE', level));
  });

  it('announces the label politely, from a live region that is there before the password is long enough', () => {
    const { rerender } = renderInCountry('DE', <PasswordStrength password="abc" />);
    const liveRegion = screen.getByRole('status');
    expect(liveRegion).toHaveAttribute('aria-live', 'polite');

    rerender(inStorefront('DE', <PasswordStrength password="abcdEFGH" />));

    expect(liveRegion).toHaveTextContent(expectedLabel('de-DE', 'strong'));
  });

  it('fills the meter by level, hidden from assistive technology, which hears the label instead', () => {
    renderInCountry('DE', <PasswordStrength password="abcdEFGH" />);

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-valuenow', '75');
  });

  it('uses de-DE as the default locale', () => {
    expect(baseLocale).toBe('de-DE');
  });

  describe.each(Object.keys(dictionaries))('in %s', (locale) => {
    it.each(PASSWORD_STRENGTH_LEVELS)('labels a %s password in that language', (level) => {
      render(
        <StorefrontProviders country={loadCountry('DE')} locale={locale} translations={dictionaries[locale]!} shops={allShops()}>
          <PasswordStrength password={passwords[level]} />
        </StorefrontProviders>,
      );

      expect(screen.getByRole('status')).toHaveTextContent(expectedLabel(locale, level));
    });
  });
});
