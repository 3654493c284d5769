import { useLayoutEffect, useState, type RefObject } from 'react';
import { formatModified } from '../model/document-view';

/** The cell's padding, both sides (documents.css .documents-row__cell). */
const CELL_PADDING = 16;

/** The longest a date of the list can read in `locale`: every month, a two-digit day, a morning and an evening time. */
export function modifiedSamples(locale: string): string[] {
  return Array.from({ length: 12 }, (_, month) => [10, 22].map((hour) =>
    formatModified(new Date(Date.UTC(2026, month, 28, hour, 48)).toISOString(), locale))).flat();
}

/**
 * The width of the Modified column, in px, for the list's own font and language: a fixed width cut the Spanish date
 * ("28 sept 2026, 10:48 p. m.") at 1280 px. Measured with a canvas in the list's computed font; null where the
 * browser draws no text (the column keeps its stylesheet width).
 */
export function useModifiedWidth(frame: RefObject<HTMLElement | null>, locale: string): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = frame.current;
    let context: CanvasRenderingContext2D | null = null;
    try { context = document.createElement('canvas').getContext('2d'); } catch { context = null; }
    if (!element || !context) return;
    context.font = getComputedStyle(element).font;
    const widest = Math.max(...modifiedSamples(locale).map((text) => context.measureText(text).width));
    setWidth(Math.ceil(widest) + CELL_PADDING + 2);
  }, [frame, locale]);
  return width;
}
