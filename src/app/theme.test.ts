import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const WCAG_AA_NORMAL_TEXT = 4.5;

/** WCAG 2.1 relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** A theme colour named by a CSS variable such as var(--mantine-color-gray-7). */
function themeColor(cssValue: string): string {
  const [, name = '', shade = ''] = /--mantine-color-(\w+)-(\d)/.exec(cssValue) ?? [];
  const color = resolved.colors[name]?.[Number(shade)];
  if (!color) throw new Error(`${cssValue} names no theme colour`);
  return color;
}

const primary = resolved.colors[resolved.primaryColor]?.[6] ?? '';

describe('theme', () => {
  it('uses the primary shade whose contrast the tests check', () => {
    expect(resolved.primaryShade).toBe(6);
  });

  it.each([
    ['body text', resolved.black],
    ['links and primary-coloured text', primary],
    ['dimmed text', themeColor(cssVariablesResolver(resolved).light['--mantine-color-dimmed'] ?? '')],
  ])('gives %s at least 4.5:1 contrast on white (WCAG AA)', (_, color) => {
    expect(contrast(color, resolved.white)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
  });

  it.each([
    ['white', resolved.white],
    ["the footer's gray-0", resolved.colors.gray![0]!],
  ])('gives field boundaries and the focus ring at least 3:1 contrast on %s (WCAG 1.4.11)', (_, background) => {
    const border = themeColor(cssVariablesResolver(resolved).light['--mantine-color-default-border'] ?? '');
    expect(contrast(border, background)).toBeGreaterThanOrEqual(3);
    expect(contrast(primary, background)).toBeGreaterThanOrEqual(3);
  });

  it('makes Mantine\'s collapses and popovers instant for visitors who ask for reduced motion', () => {
    expect(resolved.respectReducedMotion).toBe(true);
  });

  it('gives white text on filled primary buttons at least 4.5:1 contrast', () => {
    expect(contrast(resolved.white, primary)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
  });

  it('uses only fonts installed with the operating system', () => {
    expect(resolved.fontFamily).toMatch(/^system-ui,/);
    expect(resolved.fontFamily).not.toMatch(/url\(|@import/);
  });
});
