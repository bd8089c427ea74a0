import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd, jsonForScript } from './JsonLd';

const HOSTILE = { name: 'Shop </script><script>alert(1)</script> <!-- & more', note: 'line\u2028separator' };

describe('JsonLd', () => {
  it('renders one data block of type application/ld+json that reads back as the data', () => {
    const html = renderToStaticMarkup(<JsonLd data={HOSTILE} />);

    const [, json] = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html)!;
    expect(JSON.parse(json!)).toEqual(HOSTILE);
  });

  it('keeps data that holds </script> or <!-- from ending or changing the element', () => {
    const html = renderToStaticMarkup(<JsonLd data={HOSTILE} />);

    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html.match(/<script/gi)).toHaveLength(1);
  });

  it('writes <, >, & and the line separators as \\u escapes', () => {
    expect(jsonForScript('<>&\u2028\u2029')).toBe('"\\u003c\\u003e\\u0026\\u2028\\u2029"');
  });

  it('is parsed by the browser as the same data, inside one script element', () => {
    document.body.innerHTML = `<div>${renderToStaticMarkup(<JsonLd data={HOSTILE} />)}<p id="after">after</p></div>`;

    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(HOSTILE);
    expect(document.getElementById('after')).not.toBeNull();
  });
});
