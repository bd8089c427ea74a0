import type { CountryConfig } from '../../src/config/country.generated.ts';
import type { ShopEntry } from '../../src/config/shop-entry.ts';
import { translatableField } from '../../validation/constants/text-fields.ts';
import { isMapping } from '../../validation/merge-data.ts';
import { childPointer } from '../../validation/json-pointer.ts';
import { writtenParts } from './inline-codes.ts';

/** Each letter as an accented one a font must have, so that a missing glyph or a cut-off accent shows. */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aåbƀcçdðeéfƒgĝhĥiïjĵkķlļmɱnñoöpþqǫrŕsštţuüvṽwŵxẋyýzžAÅBƁCÇDÐEÉFƑGĜHĤIÏJĴKĶLĻMṀNÑOÖPÞQǪRŔSŠTŢUÜVṼWŴXẊYÝZŽ'.matchAll(/(.)(.)/gu)].map(([, plain, accented]) => [plain!, accented!]),
);

/** How much longer a translation may be than the German: German is long, but Hungarian and Turkish words are longer. */
const GROWTH = 0.4;

/**
 * A text as QA's pseudo-locale shows it: accented, 40 % longer and bracketed, placeholders and the
 * braces of a plural kept as they are: "Jetzt anmelden" becomes "[Ĵéţžţ åñɱéļðéñ ······]". A text
 * with no brackets on a pseudo page was never translatable; a clipped one lost its end.
 */
export function pseudoText(text: string): string {
  const parts = writtenParts(text);
  const accented = parts.map((part) => ('code' in part ? part.code : part.text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter))).join('');
  const letters = parts.reduce((count, part) => count + ('text' in part ? part.text.length : 0), 0);
  return `[${accented} ${'·'.repeat(Math.max(1, Math.ceil(letters * GROWTH)))}]`;
}

/** Every string of a dictionary, however deep, made pseudo. */
export function pseudoDictionary<T>(dictionary: T): T {
  if (typeof dictionary === 'string') return pseudoText(dictionary) as T;
  if (Array.isArray(dictionary)) return dictionary.map(pseudoDictionary) as T;
  if (isMapping(dictionary)) return Object.fromEntries(Object.entries(dictionary).map(([key, value]) => [key, pseudoDictionary(value)])) as T;
  return dictionary;
}

/** A country's data with each text a shopper reads made pseudo; settings and addresses stay as they are. */
export function pseudoCountry(config: CountryConfig): CountryConfig {
  const visit = (value: unknown, pointer: string): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => visit(item, childPointer(pointer, index)));
    if (isMapping(value)) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, visit(child, childPointer(pointer, key))]));
    return typeof value === 'string' && translatableField(pointer) ? pseudoText(value) : value;
  };
  return visit(config, '') as CountryConfig;
}

/** The switcher's entry of a shop with its name made pseudo. */
export function pseudoShop(shop: ShopEntry): ShopEntry {
  return { ...shop, label: pseudoText(shop.label) };
}
