import { describe, expect, it } from 'vitest';
import { withPrerenderedPage } from './prerender.ts';

const BUILT = `<!doctype html>
<html lang="de-DE">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/login-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('withPrerenderedPage', () => {
  it('puts the head elements just before </head>', () => {
    const html = withPrerenderedPage(BUILT, { head: '<title>Anmelden</title>', body: '' });
    expect(html).toContain('<script type="module" crossorigin src="/assets/login-abc123.js"></script>\n  <title>Anmelden</title></head>');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('puts the body inside the root element', () => {
    const html = withPrerenderedPage(BUILT, { head: '', body: '<main><h1>Anmelden</h1></main>' });
    expect(html).toContain('<div id="root"><main><h1>Anmelden</h1></main></div>');
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('changes nothing else in the page', () => {
    const html = withPrerenderedPage(BUILT, { head: '<title>T</title>', body: '<p>B</p>' });
    expect(html.replace('<title>T</title>', '').replace('<p>B</p>', '')).toBe(BUILT);
  });

  it.each(['$&', "$'", '$`', '$1', '$$', '$<name>'])('inserts text holding %s literally, in the head and the body', (pattern) => {
    const head = `<meta name="description" content="Spare ${pattern} heute" />`;
    const body = `<p>Preis: ${pattern}5</p>`;
    const html = withPrerenderedPage(BUILT, { head, body });
    expect(html).toContain(`${head}</head>`);
    expect(html).toContain(`<div id="root">${body}</div>`);
    expect(html.replace(head, '').replace(body, '')).toBe(BUILT);
  });

  it('refuses a page without an empty root element, and says so', () => {
    const filled = BUILT.replace('<div id="root"></div>', '<div id="root"><p>already rendered</p></div>');
    expect(() => withPrerenderedPage(filled, { head: '', body: '<p>x</p>' })).toThrow('the built page has no empty <div id="root"></div> to fill');
    expect(() => withPrerenderedPage(BUILT.replace('<div id="root"></div>', ''), { head: '', body: '' })).toThrow(/no empty <div id="root"><\/div>/);
  });
});
