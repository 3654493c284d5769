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

/** WCAG 2 relative luminance of "#rrggbb". */
function luminance(hex: string): number {
  const n = parseInt(HEX.exec(hex)![1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two "#rrggbb" colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Normal text needs 4.5:1 (WCAG 2.1 AA, 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The firm's fill, darkened (under light text) or lightened (under dark text) in small steps only as far as
 * its text needs to be readable: the brand's hue stays, the firm's text colour is kept. An orange like
 * #E36F1E under white (3.2:1) becomes a deeper orange at 4.5:1.
 */
export function readableFill(fill: string, text: string): string {
  if (contrastRatio(fill, text) >= MIN_TEXT_CONTRAST) return fill;
  const toward = luminance(text) > 0.5 ? 0 : 255;
  const n = parseInt(HEX.exec(fill)![1]!, 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  for (let step = 1; step <= 20; step += 1) {
    const mixed = channels.map((c) => Math.round(c + (toward - c) * (step / 20)));
    const candidate = `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    if (contrastRatio(candidate, text) >= MIN_TEXT_CONTRAST) return candidate;
  }
  return toward === 0 ? '#000000' : '#ffffff';
}

/** The CSS custom properties the stylesheet reads (see core/app/first-paint.css, core/app/portal.css and core/shell/shell.css). */
export function themeVariables(colors: Partial<Theme['colors']> = {}): Record<string, string> {
  // Fills are adjusted to their text so every firm's colours stay readable (WCAG AA).
  const buttonText = valid(colors.buttonTextColor, DEFAULT_COLORS.buttonTextColor);
  const button = readableFill(valid(colors.buttonFillColor, DEFAULT_COLORS.buttonFillColor), buttonText);
  const headerText = valid(colors.headerTextColor, DEFAULT_COLORS.headerTextColor);
  return {
    '--portico-header-fill': readableFill(valid(colors.headerFillColor, DEFAULT_COLORS.headerFillColor), headerText),
    '--portico-header-text': headerText,
    '--portico-button-fill': button,
    '--portico-button-text': buttonText,
    // Always derived: the server's value may be stale after a colour change.
    '--portico-translucent': withAlpha(button, TRANSLUCENT_ALPHA),
    '--portico-accent-25': withAlpha(button, ACCENT_ALPHA),
  };
}
