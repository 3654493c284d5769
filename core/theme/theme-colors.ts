import type { Theme } from '@portico/contract/theme';

/** Spec 000 §3 defaults: dark blue fills, white text. */
export const DEFAULT_COLORS = {
  headerFillColor: '#003565',
  headerTextColor: '#ffffff',
  buttonFillColor: '#003565',
  buttonTextColor: '#ffffff',
} as const;

export const TRANSLUCENT_ALPHA = 0.1;
/** Spec 001 §9: the accent colour is applied at 25 % opacity. */
export const ACCENT_ALPHA = 0.25;

const HEX = /^#([0-9a-f]{6})$/i;

/** "#003565" at alpha 0.1 → "rgba(0, 53, 101, 0.1)"; an invalid colour falls back to the default button fill. */
export function withAlpha(hex: string, alpha: number): string {
  const match = HEX.exec(hex) ?? HEX.exec(DEFAULT_COLORS.buttonFillColor)!;
  const n = parseInt(match[1]!, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

const valid = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

/** The CSS custom properties the stylesheet reads (see core/app/portal.css and core/shell/shell.css). */
export function themeVariables(colors: Partial<Theme['colors']> = {}): Record<string, string> {
  const button = valid(colors.buttonFillColor, DEFAULT_COLORS.buttonFillColor);
  return {
    '--portico-header-fill': valid(colors.headerFillColor, DEFAULT_COLORS.headerFillColor),
    '--portico-header-text': valid(colors.headerTextColor, DEFAULT_COLORS.headerTextColor),
    '--portico-button-fill': button,
    '--portico-button-text': valid(colors.buttonTextColor, DEFAULT_COLORS.buttonTextColor),
    // Always derived: the server's value may be stale after a colour change.
    '--portico-translucent': withAlpha(button, TRANSLUCENT_ALPHA),
    '--portico-accent-25': withAlpha(button, ACCENT_ALPHA),
  };
}
