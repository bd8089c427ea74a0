/**
 * What a translator must not change inside a text: a placeholder, in typesafe-i18n's form ({country},
 * {age:number}, {count|currency}) or the country data's ({returnPeriod}), and a doubled brace, which
 * opens or closes typesafe-i18n's plural forms ({{Jahr|Jahre}}) and writes one brace in a data text.
 * The words between the braces of a plural are the translator's.
 */
const INLINE_CODE = /\{\{|\}\}|\{[A-Za-z0-9_]+(?::[A-Za-z]+)?(?:\|[A-Za-z]+)*\}/g;

/** A text as words and the codes among them, in order. */
export type TextPart = { text: string } | { code: string };

/**
 * A code as every locale may write it: without the type the base locale gives a placeholder
 * ({country:string} is {country}), as typesafe-i18n has the other locales write them.
 */
function plainCode(code: string): string {
  return code.replace(/^\{([A-Za-z0-9_]+):[A-Za-z]+/, '{$1');
}

/** A text as words and the codes among them, in order, each code as written ({age:number}). */
export function writtenParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE_CODE)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ code: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** A text as words and the codes among them, in order, each code as every locale may write it ({age}). */
export function textParts(text: string): TextPart[] {
  return writtenParts(text).map((part) => ('code' in part ? { code: plainCode(part.code) } : part));
}

/** A text with its placeholders as a translation writes them: {country:string} as {country}. */
export function withPlainCodes(text: string): string {
  return textParts(text)
    .map((part) => ('code' in part ? part.code : part.text))
    .join('');
}

/** Braces of a text that belong to no code: `{ freeShipping }`, `{}`, a lone `{`. The pages would read them as placeholders, or break. */
export function strayBraces(text: string): string[] {
  return [...text.replace(INLINE_CODE, ' ').matchAll(/\{[^{}]*\}?|\}/g)].map(([brace]) => brace);
}

/** The codes of a text, sorted: two texts keep their placeholders when these are equal. */
export function inlineCodes(text: string): string[] {
  return [...text.matchAll(INLINE_CODE)].map(([code]) => plainCode(code)).sort();
}

/**
 * The <ph/> ids of the codes of a source: ph1, ph2, … in its order, by the code each stands for. A
 * target's code has one only where its source has that code: a translation tool's tag check
 * refuses a target with a code its source lacks.
 */
export function phIdsOf(source: string): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  let next = 1;
  for (const part of textParts(source)) {
    if ('code' in part) ids.set(part.code, [...(ids.get(part.code) ?? []), `ph${next++}`]);
  }
  return ids;
}

/** The codes one list has more of than another, each as often as it has more. */
export function surplus(codes: readonly string[], than: readonly string[]): string[] {
  const left = [...than];
  return codes.filter((code) => {
    const at = left.indexOf(code);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

/** A text with each placeholder written as `like` writes it ({country:string} in the base locale), so that an import changes the words alone. */
export function withCodesWrittenAs(text: string, like: string): string {
  const written = new Map(writtenParts(like).flatMap((part) => ('code' in part ? [[plainCode(part.code), part.code] as const] : [])));
  return textParts(text)
    .map((part) => ('code' in part ? (written.get(part.code) ?? part.code) : part.text))
    .join('');
}
