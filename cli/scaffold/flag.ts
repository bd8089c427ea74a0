/** A neutral stand-in flag showing the country code, so the switcher has an image until the real flag is drawn. */
export function placeholderFlag(code: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!-- Placeholder written by `storefront new-country`: replace it with the real flag (24x16). -->',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 16" width="24" height="16">',
    '<rect width="24" height="16" fill="#868e96"/>',
    `<text x="12" y="11.5" font-family="sans-serif" font-size="7" font-weight="700" text-anchor="middle" fill="#ffffff">${code.slice(0, 2)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
