import { describe, expect, it } from 'vitest';
import { subscriberPayload, type SignupValues } from './payload';

const empty: SignupValues = { email: ' lea@example.com ', salutation: '', firstName: ' ', lastName: '', consents: [], legals: [] };
const context = { heldConsents: [], origin: 'onsite', originAddition: 'subsite' };

describe('the sign-up payload', () => {
  it('omits an empty salutation and empty names, and trims the address', () => {
    expect(subscriberPayload(empty, context)).toEqual({ email: 'lea@example.com', consents: [], origin: 'onsite', originAddition: 'subsite' });
  });

  it('sends the salutation and names that were given', () => {
    const values: SignupValues = { ...empty, salutation: 'MRS', firstName: ' Eszter ', lastName: 'Nagy' };
    expect(subscriberPayload(values, context)).toMatchObject({ salutation: 'MRS', firstName: 'Eszter', lastName: 'Nagy' });
  });

  it('leaves out the DNE consent when the customer already holds it', () => {
    const values: SignupValues = { ...empty, consents: ['DNE'] };
    expect(subscriberPayload(values, context).consents).toEqual(['DNE']);
    expect(subscriberPayload(values, { ...context, heldConsents: ['DNE'] }).consents).toEqual([]);
  });

  it('carries the origin the embedding page chose, and never the legal confirmations', () => {
    const payload = subscriberPayload({ ...empty, legals: ['NEWSLETTER'] }, { ...context, origin: 'SHOPPING_CART', originAddition: 'checkout' });
    expect(payload).toMatchObject({ origin: 'SHOPPING_CART', originAddition: 'checkout' });
    expect(payload).not.toHaveProperty('legals');
  });
});
