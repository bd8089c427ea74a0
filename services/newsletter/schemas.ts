const SALUTATIONS = ['MRS', 'MR', 'DIVERS', 'COMPANY'];
const ORIGINS = ['onsite', 'NEWSLETTER', 'SHOPPING_CART'];

// Lengths here only bound the input; the spec's own limits (email 256, names 40) are checked by the shared rules.
const personFields = {
  salutation: { type: 'string', enum: SALUTATIONS },
  firstName: { type: 'string', maxLength: 200 },
  lastName: { type: 'string', maxLength: 200 },
  consents: { type: 'array', items: { type: 'string', enum: ['DNE'] }, uniqueItems: true },
} as const;

export const createSubscriberBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'consents', 'origin', 'originAddition'],
  properties: {
    email: { type: 'string', maxLength: 1024 },
    ...personFields,
    origin: { type: 'string', enum: ORIGINS },
    originAddition: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  },
} as const;

export const updateSubscriberBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: personFields,
} as const;

export const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,100}$' } },
} as const;

export interface PersonFields {
  salutation?: string;
  firstName?: string;
  lastName?: string;
  consents?: string[];
}

export interface CreateSubscriberBody extends PersonFields {
  email: string;
  consents: string[];
  origin: string;
  originAddition: string;
}
