import { describe, expect, it } from 'vitest';
import { translationsModuleSource } from './country-plugin.ts';

describe('the locale a country module hands its bundle', () => {
  it('is written in by a build, with what the locale inherits merged and what it overrides left out', async () => {
    const source = await translationsModuleSource('de-CH', 'build');

    expect(source).toMatch(/^export default \{/);
    // de-CH writes its own "Schliessen" and takes "Zum Inhalt springen" from de-DE.
    expect(source).toContain('"close":"Schliessen"');
    expect(source).toContain('"skipToContent":"Zum Inhalt springen"');
    expect(source).not.toContain('Schließen');
  });

  it('is the same in the dev server, read from the locale files each time', async () => {
    expect(await translationsModuleSource('de-CH', 'serve')).toBe(await translationsModuleSource('de-CH', 'build'));
  });
});
