/** An sRGB colour with alpha, channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Reads a colour as the browser's computed styles give it: `rgb(…)` or `rgba(…)`. */
export function parseColour(css: string): Rgba {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(css.trim());
  if (!match) throw new Error(`cannot read the colour ${JSON.stringify(css)}`);
  const [, r, g, b, alpha] = match;
  const a = alpha === undefined ? 1 : alpha.endsWith('%') ? parseFloat(alpha) / 100 : parseFloat(alpha);
  return { r: Number(r), g: Number(g), b: Number(b), a };
}

/** The opaque colour a translucent `top` gives over an opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2.1 relative luminance. */
export function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.1 contrast ratio of a colour, translucent or not, on an opaque background: 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const behind = parseColour(background);
  const [lighter, darker] = [luminance(over(parseColour(foreground), behind)), luminance(behind)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}
