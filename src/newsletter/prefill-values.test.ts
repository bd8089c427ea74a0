import { describe, expect, it } from 'vitest';
import { loadCountry } from '../test/storefront';
import { prefilledValues } from './prefill-values';

const anna = { email: 'anna@example.com', salutation: 'MRS' as const, firstName: 'Anna', lastName: 'Schmidt', consents: [] };

describe('the base data a form takes', () => {
  it('takes every field a form that shows them all offers', () => {
    expect(prefilledValues(anna, loadCountry('HU').newsletter.elements)).toEqual({ email: 'anna@example.com', salutation: 'MRS', firstName: 'Anna', lastName: 'Schmidt' });
  });

  it('leaves a field the form does not show empty', () => {
    expect(prefilledValues(anna, loadCountry('DE').newsletter.elements)).toEqual({ email: 'anna@example.com', salutation: '', firstName: '', lastName: '' });
  });

  it('leaves out a salutation the form does not offer', () => {
    const elements = loadCountry('HU').newsletter.elements;
    const offered = { ...elements, salutation: { ...elements.salutation, options: ['MR' as const] } };
    expect(prefilledValues(anna, offered).salutation).toBe('');
  });
});
