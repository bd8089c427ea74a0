/** An sRGB colour with channels 0–255 and alpha 0–1, as `getComputedStyle` reports it. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const RGB_FUNCTION = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/;

/** Reads `rgb(…)` or `rgba(…)` in comma or space syntax; throws on any other notation rather than guess. */
export function parseRgba(css: string): Rgba {
  const parts = RGB_FUNCTION.exec(css.trim());
  if (!parts) throw new Error(`not an rgb() or rgba() colour: ${css}`);
  const [r, g, b] = parts.slice(1, 4).map(Number) as [number, number, number];
  const alpha = parts[4] === undefined ? 1 : Number(parts[4]) / (parts[5] === '%' ? 100 : 1);
  return { r, g, b, a: alpha };
}

/** `top` painted over `bottom` (source-over); the result is as opaque as the two together. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (front: number, back: number) => (front * top.a + back * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.x relative luminance of an opaque colour (alpha is ignored: composite first). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio between two opaque colours, from 1 to 21, in either order. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The contrast ratio of a computed colour, translucent or not, painted on an opaque computed background. */
export function contrastOnBackground(foreground: string, background: string): number {
  const behind = parseRgba(background);
  return contrastRatio(composite(parseRgba(foreground), behind), behind);
}
