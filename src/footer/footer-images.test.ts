// @vitest-environment node
/**
 * Every image the footer can show is shipped under public/service/footer-images/ (spec §2.3, §3
 * "Logo sources"): one logo per LogoName, one icon per IconName, one flag per country. The files
 * are small hand-written SVGs that must stand alone: no external references, no raster images.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const imagesDir = path.join(root, 'public/service/footer-images');
const logosDir = path.join(imagesDir, 'logos');
const iconsDir = path.join(imagesDir, 'icons');

const schema = JSON.parse(fs.readFileSync(path.join(root, 'schemas/footer.schema.json'), 'utf8')) as {
  $defs: { LogoName: { enum: string[] }; IconName: { enum: string[] } };
};
const logoNames = schema.$defs.LogoName.enum;
const iconNames = schema.$defs.IconName.enum;
const flagFiles = ['de', 'at', 'ch', 'ch_fr', 'cz', 'hu', 'sk', 'tr', 'pl'].map((code) => `flag-${code}.svg`);

const SVG_NS = 'http://www.w3.org/2000/svg';
const MAX_BYTES = 2048;

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
}

/**
 * A small, strict well-formedness check for the subset of XML these files use: an optional XML
 * declaration, comments, elements, quoted attributes, text and the predefined or numeric
 * entities. No DTDs, CDATA or processing instructions. Throws on anything else.
 */
function parseXml(source: string): { root: XmlElement; elements: XmlElement[] } {
  const name = /^[A-Za-z_][\w.:-]*/;
  let pos = 0;
  const elements: XmlElement[] = [];
  const stack: string[] = [];
  let root: XmlElement | undefined;
  const fail = (why: string): never => {
    throw new Error(`${why} at offset ${pos}: ${JSON.stringify(source.slice(pos, pos + 30))}`);
  };
  const checkText = (text: string) => {
    if (text.includes('<')) fail('stray "<" in text');
    for (const m of text.matchAll(/&([^;]*);?/g)) {
      if (!/^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);$/.test(m[0])) fail(`bad entity ${m[0]}`);
    }
  };

  source = source.replace(/^\uFEFF/, '');
  const decl = /^<\?xml\s+version="1\.[0-9]"(?:\s+encoding="[A-Za-z0-9._-]+")?(?:\s+standalone="(?:yes|no)")?\s*\?>/.exec(source);
  if (decl) pos = decl[0].length;

  while (pos < source.length) {
    if (source.startsWith('<!--', pos)) {
      const end = source.indexOf('-->', pos + 4);
      if (end < 0) fail('unclosed comment');
      pos = end + 3;
    } else if (source.startsWith('</', pos)) {
      pos += 2;
      const m = name.exec(source.slice(pos)) ?? fail('bad end tag');
      pos += m[0].length;
      const close = /^\s*>/.exec(source.slice(pos)) ?? fail('bad end tag');
      pos += close[0].length;
      if (stack.pop() !== m[0]) fail(`mismatched </${m[0]}>`);
    } else if (source[pos] === '<') {
      if (/^<[!?]/.test(source.slice(pos, pos + 2))) fail('unsupported markup');
      if (root && stack.length === 0) fail('second root element');
      pos += 1;
      const m = name.exec(source.slice(pos)) ?? fail('bad start tag');
      pos += m[0].length;
      const element: XmlElement = { name: m[0], attributes: {} };
      for (;;) {
        const attr = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/.exec(source.slice(pos));
        if (!attr) break;
        const [matched, attribute = '', double, single] = attr;
        if (attribute in element.attributes) fail(`duplicate attribute ${attribute}`);
        const value = double ?? single ?? '';
        checkText(value);
        element.attributes[attribute] = value;
        pos += matched.length;
      }
      const end = /^\s*(\/?)>/.exec(source.slice(pos)) ?? fail('bad start tag');
      pos += end[0].length;
      elements.push(element);
      root ??= element;
      if (!end[1]) stack.push(element.name);
    } else {
      const next = source.indexOf('<', pos);
      const text = source.slice(pos, next < 0 ? source.length : next);
      if (stack.length === 0 && text.trim() !== '') fail('text outside the root element');
      checkText(text);
      pos += text.length;
    }
  }
  if (stack.length > 0) fail(`unclosed <${stack[stack.length - 1]}>`);
  if (!root) fail('no root element');
  return { root: root!, elements };
}

function checkSvg(file: string) {
  const bytes = fs.readFileSync(file);
  expect(bytes.length, `${file} size`).toBeLessThan(MAX_BYTES);
  const text = bytes.toString('utf8');
  const { root: svg, elements } = parseXml(text);

  expect(svg.name).toBe('svg');
  expect(svg.attributes.xmlns).toBe(SVG_NS);
  expect(svg.attributes.viewBox).toMatch(/^\s*-?[\d.]+(?:[\s,]+-?[\d.]+){3}\s*$/);
  expect(svg.attributes.width).toMatch(/^\d+(?:\.\d+)?(?:px)?$/);
  expect(svg.attributes.height).toMatch(/^\d+(?:\.\d+)?(?:px)?$/);

  // Self-contained: the only URL is the SVG namespace, and nothing is pulled in from elsewhere.
  const urls = text.match(/https?:[^\s"'<>)]*/gi) ?? [];
  expect(urls.filter((url) => url !== SVG_NS)).toEqual([]);
  const names = elements.map((element) => element.name.toLowerCase());
  expect(names).not.toContain('image');
  expect(names).not.toContain('script');
  expect(names).not.toContain('foreignobject');
  expect(names).not.toContain('style');
  for (const element of elements) {
    for (const [attribute, value] of Object.entries(element.attributes)) {
      expect(attribute.toLowerCase(), `${file}: <${element.name} ${attribute}>`).not.toMatch(/(?:^|:)href$|^on/);
      expect(value, `${file}: <${element.name} ${attribute}>`).not.toMatch(/url\(|data:/i);
      // No web fonts: text uses the generic system stack only.
      if (attribute === 'font-family') expect(value).toBe('system-ui, sans-serif');
    }
  }
  return svg;
}

describe('footer images', () => {
  it('the schema lists the logo and icon names', () => {
    expect(logoNames).toHaveLength(32);
    expect(iconNames.length).toBeGreaterThan(0);
  });

  describe.each(logoNames)('logo %s', (logo) => {
    it('is shipped as a self-contained SVG', () => {
      const file = path.join(logosDir, `${logo}.svg`);
      expect(fs.existsSync(file), file).toBe(true);
      checkSvg(file);
    });
  });

  describe.each(iconNames)('icon %s', (icon) => {
    it('is shipped as a self-contained SVG', () => {
      const file = path.join(iconsDir, `${icon}.svg`);
      expect(fs.existsSync(file), file).toBe(true);
      checkSvg(file);
    });
  });

  describe.each(flagFiles)('flag %s', (flag) => {
    it('is shipped as a self-contained SVG that fits the country switcher', () => {
      // The schema's shop.flag is a bare file name under logos/.
      expect(flag).toMatch(/^[a-z0-9_-]+\.svg$/);
      const file = path.join(logosDir, flag);
      expect(fs.existsSync(file), file).toBe(true);
      const svg = checkSvg(file);
      expect(svg.attributes.height).toBe('16');
      expect(svg.attributes.width).toBe(flag.startsWith('flag-ch') ? '16' : '24');
    });
  });

  it('the XML check rejects broken markup', () => {
    expect(() => parseXml('<svg><g></svg>')).toThrow();
    expect(() => parseXml('<svg a="1" a="2"/>')).toThrow();
    expect(() => parseXml('<svg>&nbsp;</svg>')).toThrow();
    expect(() => parseXml('<svg x=1/>')).toThrow();
    expect(parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<svg a="&amp;"><g/></svg>\n').root.name).toBe('svg');
  });
});
