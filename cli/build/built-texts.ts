import type { CountryConfig } from '../../src/config/country.generated.ts';
import type { ShopEntry } from '../../src/config/shop-entry.ts';
import { paths } from '../../validation/paths.ts';
import { pseudoCountry, pseudoDictionary, pseudoShop } from '../translations/pseudo.ts';
import { loadDictionary } from '../../validation/locale-dictionary.ts';

/** Which texts a build writes into the pages: the countries' own, or QA's pseudo-locale of them. */
export interface BuildTexts {
  pseudo?: boolean;
}

/** A locale's texts as a build writes them into a bundle and its prerendered pages. */
export async function builtDictionary(locale: string, { pseudo = false }: BuildTexts): Promise<Record<string, unknown> | undefined> {
  const dictionary = await loadDictionary(paths.locales, locale);
  return pseudo ? pseudoDictionary(dictionary) : dictionary;
}

/** The countries and shops as a build writes them: with pseudo texts, in every text a shopper reads, the switcher's included. */
export function builtData(configs: readonly CountryConfig[], shops: readonly ShopEntry[], { pseudo = false }: BuildTexts): { configs: CountryConfig[]; shops: ShopEntry[] } {
  return pseudo ? { configs: configs.map(pseudoCountry), shops: shops.map(pseudoShop) } : { configs: [...configs], shops: [...shops] };
}
