import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInCountry } from '../test/render';
import { dictionaries } from '../test/storefront';
import { SubscribeNewsletterPage } from './SubscribeNewsletterPage';

const HU = dictionaries['hu-HU']!.newsletter;

describe('the sign-up page', () => {
  it('is named by the sign-up’s own heading, its one h1', () => {
    renderInCountry('HU', <SubscribeNewsletterPage />);

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([HU.heading]);
    expect(within(screen.getByRole('main')).queryAllByRole('heading', { level: 2 })).toEqual([]);
  });
});
