/**
 * The 25 action icon types of spec 001 §3, keyed exactly as the spec names them so a manifest can say
 * `icon: 'nfe'`. 24×24 stroke paths; each has a translated accessible name under toolkit:icons.<type>.
 */
export const ACTION_ICON_PATHS = {
  badge: 'M5 4h14v17H5zM9 4v2h6V4M12 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8.5 18c.6-1.5 1.9-2.5 3.5-2.5s2.9 1 3.5 2.5',
  barChart: 'M4 20h16M7 17v-6M12 17V6M17 17V9',
  cabinetOpen: 'M5 3h14v18H5zM5 11h14M10 7h4M3 15h18v6H3zM10 18h4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  entries: 'M4 6h12M4 11h9M4 16h5M13 20l.7-3 5.8-5.8a1.5 1.5 0 0 1 2.2 2.2L15.9 19.3z',
  registration: 'M8 3h8v3H8zM6 5H5v16h14V5h-1M12 10v6M9 13h6',
  storedDocuments: 'M8 3h8l4 4v11H8zM16 3v4h4M5 7v14h11',
  cfe: 'M5 3h14v18l-2.3-1.5-2.3 1.5-2.4-1.5L9.6 21l-2.3-1.5L5 21zM8 8h8M8 12h5M15 12h1M8 16h8',
  cte: 'M2 6h12v10H2zM14 9h4l3 3v4h-7M6 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  invoiceDownload: 'M6 3h8l4 4v14H6zM14 3v4h4M12 10v7M9 14l3 3 3-3',
  nfe: 'M6 3h8l4 4v14H6zM14 3v4h4M9 11h6M9 14h6M9 17h4',
  nfce: 'M3 4h2l2.4 10h10.2L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  invoiceProcessing: 'M14 3H6v18h7M14 3l4 4v6M14 3v4h4M9 11h6M9 15h3M15 19l2 2 4-4',
  storedDocumentsProtocols: 'M3 4h18v4H3zM5 8v12h14V8M10 12h4',
  employeeLeave: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c.8-3.5 3-5 6-5s5.2 1.5 6 5M16 9h6M19 6l3 3-3 3',
  employeeRegistration: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c.8-3.5 3-5 6-5s5.2 1.5 6 5M19 7v6M16 10h6',
  general: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  internRegistration: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6',
  partnerRegistration:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c.6-3 2.8-5 6-5s5.4 2 6 5M14.5 15.2c.5-.1 1-.2 1.5-.2 3.2 0 5.4 2 6 5',
  payrollEntries: 'M3 6h18v12H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 9h.01M18 15h.01',
  priorNoticeTermination: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M10 13l4 4M14 13l-4 4',
  priorNoticeVacation: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4',
  terminationCalculation: 'M5 3h14v18H5zM8 6h8v3H8zM8 13l3 3M11 13l-3 3M13 15h3',
  vacationCalculation: 'M5 3h14v18H5zM8 6h8v3H8zM8 15h3M9.5 13.5v3M13 14h3M13 16h3',
} as const;

export type ActionIconType = keyof typeof ACTION_ICON_PATHS;

export const ACTION_ICON_TYPES = Object.keys(ACTION_ICON_PATHS) as ActionIconType[];

export const isActionIconType = (value: unknown): value is ActionIconType =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ACTION_ICON_PATHS, value);
