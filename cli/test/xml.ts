import { SaxesParser } from 'saxes';

/** An element as a strict XML parser read it: its name with namespace URI, attributes, text and children. */
export interface XmlElement {
  /** `{namespace URI}local name`, whatever prefix the document used. */
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/**
 * The document's root element, read by saxes, a conforming non-validating parser with namespaces:
 * anything not well-formed (an unescaped `&`, a tag left open, an unknown prefix) throws.
 */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: `{${tag.uri}}${tag.local}`,
      attributes: Object.fromEntries(Object.values(tag.attributes).map(({ local, value }) => [local, value])),
      text: '',
      children: [],
    };
    (open.at(-1)?.children ?? []).push(element);
    root ??= element;
    open.push(element);
  });
  parser.on('text', (content) => {
    const current = open.at(-1);
    if (current) current.text += content;
  });
  parser.on('closetag', () => void open.pop());
  parser.write(text).close();
  if (!root) throw new Error('the document has no root element');
  return root;
}
