import { describe, expect, it } from 'vitest';
import { located, shippedCountry, validateCountryText } from './test-country-file.ts';

const HEADLINE = '  headline: Service & Hilfe – wir sind für Sie da';
const de = shippedCountry('de').toString('utf8');
const headlineLine = de.split('\n').indexOf(HEADLINE) + 1;

/** Where DE reports placeholder problems when its footer headline is written as the given YAML (from "headline: " on), as "+lines:col". */
async function placesWith(yaml: string): Promise<string[]> {
  const result = await validateCountryText('de', de.replace(HEADLINE, `  headline: ${yaml}`));
  return located(result).map((entry) => {
    const [line, column] = entry.split(' ')[0]!.split(':').map(Number);
    return `+${line! - headlineLine}:${column}`;
  });
}

describe('placeholder problems are placed at the "{" as the file writes it', () => {
  it('finds a "{" written as an escape in a double-quoted text at the escape', async () => {
    expect(await placesWith('"Hilfe \\u007bbogus}"')).toEqual(['+0:20']);
    expect(await placesWith('"Hilfe \\x7Bbogus} und \\U0000007Bbogus}"')).toEqual(['+0:20', '+0:35']);
  });

  it('counts the escapes before the "{" on its line as written', async () => {
    expect(await placesWith('"\\t\\"A\\" {bogus}"')).toEqual(['+0:22']);
  });

  it('follows a double-quoted text over folded and escaped line breaks', async () => {
    expect(await placesWith('"Service und\n    Hilfe {bogus}"')).toEqual(['+1:11']);
    expect(await placesWith('"Service \\\n    und {bogus}"')).toEqual(['+1:9']);
    expect(await placesWith('"Service\n\n    und {bogus}"')).toEqual(['+2:9']);
  });

  it("follows a single-quoted text over '' escapes and lines", async () => {
    expect(await placesWith("'It''s\n    ''so'' {bogus}'")).toEqual(['+1:12']);
  });

  it('follows a plain text over an empty line', async () => {
    expect(await placesWith('Service\n\n    und {bogus}')).toEqual(['+2:9']);
  });

  it('follows literal and folded block texts, more-indented lines and indentation indicators included', async () => {
    expect(await placesWith('|\n    Zeile\n      eingerückt {bogus}')).toEqual(['+2:18']);
    expect(await placesWith('>2\n    Erste\n     mehr {bogus}\n    {bogus}')).toEqual(['+2:11', '+3:5']);
    expect(await placesWith('|1\n     Zeile {bogus}')).toEqual(['+1:12']);
  });

  it('takes doubled braces as literal braces, not as a placeholder', async () => {
    expect(await placesWith('"Zeigt {{bogus}} wörtlich"')).toEqual([]);
    expect(await placesWith('Zeigt {{bogus}} und {bogus}')).toEqual(['+0:33']);
    expect(await placesWith('Zeigt {{{bogus}}}')).toEqual(['+0:21']);
  });
});
