import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A muted petrol blue: calm, and dark enough from shade 6 on for text and white-on-colour buttons (AA). */
const petrol: MantineColorsTuple = [
  '#e7f3f5',
  '#cfe6eb',
  '#9fcdd6',
  '#6cb2c0',
  '#4399aa',
  '#2a8497',
  '#1d7285',
  '#155f70',
  '#0f4e5d',
  '#093e4a',
];

// Nothing is downloaded: every face here ships with the visitor's operating system.
const systemFontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  colors: { petrol },
  primaryColor: 'petrol',
  primaryShade: 6,
  black: '#212529',
  fontFamily: systemFontStack,
  headings: { fontFamily: systemFontStack },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Mantine's default dimmed grey (gray-6) reaches only 3.3:1 on white; gray-7 reaches 8.2:1.
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
