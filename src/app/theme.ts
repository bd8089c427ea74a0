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
  // Collapses and popovers open at once for visitors who ask for reduced motion (WCAG 2.3.3).
  respectReducedMotion: true,
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // Mantine's default dimmed grey (gray-6) reaches only 3.3:1 on white; gray-7 reaches 8.2:1.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Error text, borders and asterisks: red-6 reaches only 3.3:1 on white, red-9 reaches 5.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Input boundaries need 3:1 (WCAG 1.4.11); gray-4 is about 1.5:1, gray-6 about 3.3:1.
    '--mantine-color-default-border': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
