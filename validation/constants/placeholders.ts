import type { CountryConfig } from '../../src/config/country.generated.ts';
import { formatAmount, formatClockRange, formatCount, formatNumberRange, formatPeriod } from './format.ts';

/**
 * A placeholder in a text, a name in braces such as {freeShipping}, or a doubled brace that writes
 * one brace: "{{" and "}}", as in Python's and .NET's format strings, so "{{name}}" shows "{name}".
 * Read left to right, an escape is taken before a placeholder: "{{{freeShipping}}}" shows "{100 zł}".
 */
const PLACEHOLDER_OR_ESCAPE = /\{\{|\}\}|\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The same, with spaces allowed inside the braces: "{ freeShipping }", which is not filled in. */
const SPACED_PLACEHOLDER_OR_ESCAPE = /\{\{|\}\}|\{(\s*)([A-Za-z][A-Za-z0-9]*)(\s*)\}/g;

/** What a string writes in braces as a placeholder would be written. */
export interface PlaceholderLookalike {
  name: string;
  /** As the string writes it, braces and spaces included. */
  written: string;
  /** Where its "{" is in the text. */
  index: number;
  /** With spaces inside the braces: never filled in, yet plainly meant when the name is known. */
  spaced: boolean;
}

/**
 * The placeholders a string writes, and the known names written in braces with spaces, in order:
 * what a writer meant as placeholders. "{ y }" with an unknown name stays literal text.
 */
export function placeholderLookalikes(text: string): PlaceholderLookalike[] {
  return [...text.matchAll(SPACED_PLACEHOLDER_OR_ESCAPE)].flatMap(({ 0: written, 1: before, 2: name, 3: after, index }) => {
    if (name === undefined) return [];
    const spaced = before !== '' || after !== '';
    return spaced && !Object.hasOwn(placeholders, name) ? [] : [{ name, written, index, spaced }];
  });
}

/** The text with each placeholder replaced by its constant's text (kept as written when it has none), and each doubled brace as one. */
export function fillPlaceholders(text: string, constantText: (name: string) => string | undefined): string {
  return text.replace(PLACEHOLDER_OR_ESCAPE, (written, name: string | undefined) => (name === undefined ? written[0]! : (constantText(name) ?? written)));
}

interface Placeholder {
  /** Where the constant lives in a country file, for messages. */
  constant: string;
  /** The constant as the country's texts show it; undefined when the country does not define it. */
  text(country: CountryConfig): string | undefined;
}

/** Every placeholder a text may hold, by name (spec §9 constants; docs/country-managers.md "Constants in texts"). */
export const placeholders: Readonly<Record<string, Placeholder>> = {
  freeShipping: {
    constant: 'business.freeShipping.threshold',
    text: ({ business, locale, currency }) => business.freeShipping && formatAmount(business.freeShipping.threshold, locale, currency),
  },
  freeShippingLoyaltyCard: {
    constant: 'business.freeShipping.loyaltyCardThreshold',
    text: ({ business, locale, currency }) => {
      const threshold = business.freeShipping?.loyaltyCardThreshold;
      return threshold === undefined ? undefined : formatAmount(threshold, locale, currency);
    },
  },
  returnPeriod: {
    constant: 'business.returns.period',
    text: ({ business, locale }) => formatPeriod(business.returns.period, locale),
  },
  dispatchDays: {
    constant: 'business.dispatch',
    text: ({ business, locale }) => business.dispatch && formatNumberRange(business.dispatch.minWorkingDays, business.dispatch.maxWorkingDays, locale),
  },
  serviceHours: {
    constant: 'business.customerService',
    text: ({ business, locale }) => business.customerService && formatClockRange(business.customerService.opens, business.customerService.closes, locale),
  },
  servicePhone: {
    constant: 'business.customerService.phone',
    text: ({ business }) => business.customerService?.phone,
  },
  freeCoffeeEvery: {
    constant: 'business.freeCoffeeEvery',
    text: ({ business, locale }) => (business.freeCoffeeEvery === undefined ? undefined : formatCount(business.freeCoffeeEvery, locale)),
  },
};

export const placeholderNames = Object.keys(placeholders);

/** The placeholders the country defines a constant for, each with its text. */
export function placeholderTexts(country: CountryConfig): Map<string, string> {
  return new Map(
    Object.entries(placeholders).flatMap(([name, placeholder]) => {
      const text = placeholder.text(country);
      return text === undefined ? [] : [[name, text] as const];
    }),
  );
}
