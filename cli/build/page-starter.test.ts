import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSource, minifiedPageStarter } from './page-starter.ts';
import { PAGE_STARTER_HASH, PAGE_STARTER_SCRIPT } from '../../src/pages/page-starter.generated.ts';

describe('the generated page starter', () => {
  it('is the starter as its source gives it today, with the hash of exactly that text', async () => {
    expect(PAGE_STARTER_SCRIPT).toBe(await minifiedPageStarter());
    expect(PAGE_STARTER_HASH).toBe(`'sha256-${createHash('sha256').update(PAGE_STARTER_SCRIPT).digest('base64')}'`);
  });

  it('is a classic script of its own: no import or export, its names kept inside one function', () => {
    expect(PAGE_STARTER_SCRIPT).toMatch(/^\(\(\)=>\{.*\}\)\(\);$/s);
    expect(PAGE_STARTER_SCRIPT).not.toMatch(/\bimport\s*[{*\w]|\bexport\b/);
  });
});

describe('hashSource', () => {
  it('is the CSP source of a text’s SHA-256 in base64, over its UTF-8 bytes', () => {
    // The hash CSP's own examples give for alert('Hello, world.');
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});
