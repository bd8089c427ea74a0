import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCountry } from '../test/storefront';
import { CountryProvider, useCountry } from './CountryContext';

function CountryNameProbe() {
  return <p>{useCountry().displayName}</p>;
}

describe('CountryProvider and useCountry', () => {
  it('give components the country of the provider around them', () => {
    render(
      <CountryProvider country={loadCountry('HU')}>
        <CountryNameProbe />
      </CountryProvider>,
    );

    expect(screen.getByText('Magyarország')).toBeInTheDocument();
  });

  it('explain the mistake when useCountry is called outside a provider', () => {
    expect(() => render(<CountryNameProbe />)).toThrow('useCountry() must be called inside <CountryProvider>');
  });
});
