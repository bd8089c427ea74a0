import { beforeEach, describe, expect, it } from 'vitest';
import { selectorOf } from './element-selector';

beforeEach(() => {
  document.body.innerHTML = `
    <footer class="site-footer other"><div><form class="signup"><input id="footer-signup-email"><p><span>Text</span></p></form></div></footer>`;
});

describe('selectorOf', () => {
  it('stops at the nearest id', () => {
    expect(selectorOf(document.querySelector('input'))).toBe('#footer-signup-email');
  });

  it('names each element by its tag and first class, up to the body', () => {
    expect(selectorOf(document.querySelector('span'))).toBe('body>footer.site-footer>div>form.signup>p>span');
  });

  it('names a CSS module’s class by its name in the module, without the hash and line a build adds', () => {
    document.body.innerHTML = '<div class="_columns_jm0ff_2"><p class="_intro_jm0ff_39 _other_jm0ff_40">Text</p></div>';
    expect(selectorOf(document.querySelector('p'))).toBe('body>div.columns>p.intro');
  });

  it('names a text node by its element', () => {
    expect(selectorOf(document.querySelector('span')!.firstChild)).toBe('body>footer.site-footer>div>form.signup>p>span');
  });

  it('keeps within 100 characters, dropping the outer elements', () => {
    let deep = document.body;
    for (let level = 0; level < 40; level += 1) deep = deep.appendChild(document.createElement('section'));
    const selector = selectorOf(deep);
    expect(selector.length).toBeLessThan(100);
    expect(selector).toMatch(/^section(>section)+$/);
  });

  it('is empty for an element that is gone', () => {
    expect(selectorOf(null)).toBe('');
    expect(selectorOf(undefined)).toBe('');
  });
});
