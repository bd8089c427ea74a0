import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withoutDarkSchemeRules } from './light-scheme-plugin.ts';

const require = createRequire(import.meta.url);

describe('withoutDarkSchemeRules', () => {
  it('drops rules that only the dark scheme uses, in @media blocks too', () => {
    const css = `:where([data-mantine-color-scheme='light']) .a { color: black; }
:where([data-mantine-color-scheme='dark']) .a { color: white; }
@media (hover: hover) { [data-mantine-color-scheme="dark"] .b:hover { color: gray; } .b:hover { color: red; } }`;

    expect(withoutDarkSchemeRules(css)).toBe(`:where([data-mantine-color-scheme='light']) .a { color: black; }
@media (hover: hover) { .b:hover { color: red; } }`);
  });

  it('keeps a rule whose selector list also applies outside the dark scheme', () => {
    const css = `[data-mantine-color-scheme='dark'] .a, .a[data-variant='filled'] { color: white; }`;

    expect(withoutDarkSchemeRules(css)).toBe(css);
  });

  it('takes a noticeable share off a Mantine stylesheet and leaves its light rules whole', () => {
    const alert = readFileSync(require.resolve('@mantine/core/styles/Alert.css'), 'utf8');
    const light = withoutDarkSchemeRules(alert);

    expect(light).not.toMatch(/color-scheme='dark'/);
    expect(light).toContain(":where([data-mantine-color-scheme='light']) .m_7fa78076");
    expect(light.length).toBeLessThan(alert.length);
  });
});
