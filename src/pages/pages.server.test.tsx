// @vitest-environment node
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { countryCodes, inStorefront, loadCountry } from '../test/storefront';
import { HomePage } from './HomePage';
import { LoginPage } from './LoginPage';
import { MobileLoginPage } from './MobileLoginPage';

const pages: { name: string; Page: ComponentType }[] = [
  { name: 'HomePage', Page: HomePage },
  { name: 'LoginPage', Page: LoginPage },
  { name: 'MobileLoginPage', Page: MobileLoginPage },
];

describe('pages rendered on the server, without a window', () => {
  it('really run without a window', () => {
    expect(typeof window).toBe('undefined');
  });

  describe.each(pages)('$name', ({ Page }) => {
    it.each(countryCodes)('renders for %s with its main landmark and country name', (code) => {
      const html = renderToString(inStorefront(code, <Page />));

      expect(html).toContain('<main');
      expect(html).toContain(loadCountry(code).displayName);
    });
  });

  it('renders the home heading in the country’s language', () => {
    const html = renderToString(inStorefront('CZ', <HomePage />));

    expect(html).toContain('Vítejte v našem obchodě – Česko');
  });
});
