/** Some of a locale's texts, at any depth: what a locale that extends another writes. */
export type SomeTexts<Texts> = { [Key in keyof Texts]?: Texts[Key] extends string ? string : SomeTexts<Texts[Key]> };

type Dictionary = { [key: string]: string | Dictionary };

function merged(base: Dictionary, part: Dictionary): Dictionary {
  const result = { ...base };
  for (const [key, value] of Object.entries(part)) result[key] = typeof value === 'string' ? value : merged(base[key] as Dictionary, value);
  return result;
}

/**
 * A locale that writes only what differs from another of its language (de-CH from de-DE): the
 * other's texts, with these over them key by key at every depth. typesafe-i18n's extendDictionary
 * replaces a whole group (`widgets`) where one of its texts differs, and the rest of it is lost.
 */
export function extendLocale<Translation>(base: object, part: SomeTexts<Translation>): Translation {
  return merged(base as Dictionary, part as Dictionary) as Translation;
}
