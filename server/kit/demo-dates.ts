/** Calendar days for demo rows, relative to the seed's clock. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
