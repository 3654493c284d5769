import type { CellFormat, TotalKind } from './types';
import { cellValue, isBlank, numericValue } from './values';

/** Decimal places a format shows (n2/c2 → 2); money totals are summed in these integer units. */
export function formatDecimals(format: CellFormat | undefined): number {
  const match = typeof format === 'string' ? /^[ncp](\d+)$/.exec(format) : null;
  return match ? Number(match[1]) : 2;
}

/**
 * Aggregates one column over the given rows. Sums are accumulated as scaled integers
 * (cents for 2 places) so 0.1 + 0.2 style drift never reaches a money total.
 */
export function computeTotal(rows: readonly object[], indices: readonly number[], binding: string, kind: TotalKind, format?: CellFormat): number | null {
  if (kind === 'count') {
    let count = 0;
    for (const i of indices) if (!isBlank(cellValue(rows[i]!, binding))) count++;
    return count;
  }
  const scale = 10 ** formatDecimals(format);
  let sum = 0;
  let count = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const i of indices) {
    const value = numericValue(cellValue(rows[i]!, binding));
    if (Number.isNaN(value)) continue;
    sum += Math.round(value * scale);
    count++;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (count === 0) return null;
  switch (kind) {
    case 'sum':
      return sum / scale;
    case 'average':
      return Math.round(sum / count) / scale;
    case 'min':
      return min;
    case 'max':
      return max;
  }
}
