import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeviceClass } from '../config/country.generated';
import { routes } from '../app/routes';
import { PagePathProvider } from '../config/PagePathContext';
import { renderInCountry } from '../test/render';
import { CountrySwitcher } from './CountrySwitcher';
import { Footer } from './Footer';
import { footerFixture, shopsFixture as shops } from './test/footer-fixture';

describe('CountrySwitcher', () => {
  it('lists every shop as a link to its shop named once by its label, with its flag beside it', () => {
    renderInCountry('DE', <CountrySwitcher shops={shops} label="Land wählen" />);

    const switcher = screen.getByRole('navigation', { name: 'Land wählen' });
    const links = within(switcher).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://www.example.de/', 'https://www.example.at/', 'https://www.example.com.tr/']);
    const flag = links[2]!.querySelector('img')!;
    expect(flag).toHaveAttribute('src', '/service/footer-images/logos/flag-tr.svg');
    expect(flag).toHaveAttribute('alt', '');
    expect(links[1]).toHaveAccessibleName('Österreich');
    expect(links[2]).not.toHaveAttribute('target');
  });

  it('marks each name with the language of its shop, so it is pronounced in that language', () => {
    renderInCountry('DE', <CountrySwitcher shops={shops} />);

    expect(screen.getByRole('link', { name: 'Türkiye' })).toHaveAttribute('lang', 'tr-TR');
    expect(screen.getByRole('link', { name: 'Österreich' })).toHaveAttribute('lang', 'de-AT');
  });

  it('marks the country being rendered as the current one', () => {
    renderInCountry('AT', <CountrySwitcher shops={shops} />);

    expect(screen.getByRole('link', { name: /Österreich/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Deutschland/ })).not.toHaveAttribute('aria-current');
  });

  it('marks the country it is told is current', () => {
    renderInCountry('DE', <CountrySwitcher shops={shops} current="TR" />);

    expect(screen.getByRole('link', { name: /Türkiye/ })).toHaveAttribute('aria-current', 'page');
  });

  it('leads to the page being shown in every shop, and to a shop’s home page where that shop lacks the page', () => {
    renderInCountry('AT', <PagePathProvider path={routes.subscribeNewsletter}><CountrySwitcher shops={shops} /></PagePathProvider>);

    expect(screen.getByRole('link', { name: 'Österreich' })).toHaveAttribute('href', 'https://www.example.at/subscribenewsletter');
    expect(screen.getByRole('link', { name: 'Deutschland' })).toHaveAttribute('href', 'https://www.example.de/');
  });

  it('leads to the same route in the other shops', () => {
    renderInCountry('DE', <PagePathProvider path={routes.login}><CountrySwitcher shops={shops} /></PagePathProvider>);

    expect(screen.getByRole('link', { name: 'Türkiye' })).toHaveAttribute('href', 'https://www.example.com.tr/login');
  });
});
