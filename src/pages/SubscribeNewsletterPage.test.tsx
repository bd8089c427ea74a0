import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInCountry } from '../test/render';
import { dictionaries } from '../test/storefront';
import { SubscribeNewsletterPage } from './SubscribeNewsletterPage';

const HU = dictionaries['hu-HU']!.newsletter;

describe('the sign-up page', () => {
  it('is named by one h1, above the sign-up and its own heading', () => {
    renderInCountry('HU', <SubscribeNewsletterPage />);

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([HU.signupPage.heading]);
    expect(screen.getByRole('heading', { level: 2, name: HU.heading })).toBeInTheDocument();
  });
});
