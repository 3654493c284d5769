import { coreDb, notFound, type SomeDb } from '@portico/plugin-server';
import type { ThemeImage, ThemeSettings, ThemeSettingsInput } from '../contract';

/** Spec 000 §3's defaults, as the theme route (server/routes/theme.ts) fills them in for a firm that set none. */
const DEFAULT_FILL = '#003565';
const DEFAULT_TEXT = '#FFFFFF';

/** firms.theme as stored: what an administrator saves, and the images' addresses the upload routes set. */
type StoredTheme = Partial<Omit<ThemeSettings, 'colors'>> & { colors?: Partial<ThemeSettings['colors']> };

async function storedTheme(db: SomeDb, firmId: number): Promise<StoredTheme> {
  const firm = await coreDb(db).selectFrom('firms').select('theme').where('id', '=', firmId).executeTakeFirst();
  if (!firm) throw notFound('COMPANY_NOT_FOUND', 'No such firm');
  return JSON.parse(firm.theme) as StoredTheme;
}

/** The firm's theme as its settings screen edits it, the defaults filled in (`defaultTimeZone`: the variant's). */
export async function readTheme(db: SomeDb, firmId: number, defaultTimeZone: string): Promise<ThemeSettings> {
  const theme = await storedTheme(db, firmId);
  const c = theme.colors ?? {};
  return {
    colors: {
      headerFillColor: c.headerFillColor ?? DEFAULT_FILL, headerTextColor: c.headerTextColor ?? DEFAULT_TEXT,
      buttonFillColor: c.buttonFillColor ?? DEFAULT_FILL, buttonTextColor: c.buttonTextColor ?? DEFAULT_TEXT,
    },
    withLogo: theme.withLogo ?? false,
    headerLine1: theme.headerLine1 ?? null,
    loginBackground: theme.loginBackground ?? 'clouds',
    loginPageText: theme.loginPageText ?? '',
    logoutUrl: theme.logoutUrl ?? '',
    logoImage: theme.logoImage ?? null,
    bannerImage: theme.bannerImage ?? null,
    timeZone: theme.timeZone ?? null,
    defaultTimeZone,
  };
}

/** Changes part of the stored theme (the rest, such as the other image, stays) and answers the result. */
export async function updateTheme(
  db: SomeDb, firmId: number, defaultTimeZone: string,
  change: Partial<ThemeSettingsInput> & { logoImage?: ThemeImage | null; bannerImage?: string | null },
): Promise<ThemeSettings> {
  const theme = { ...await storedTheme(db, firmId), ...change };
  await coreDb(db).updateTable('firms').set({ theme: JSON.stringify(theme) }).where('id', '=', firmId).execute();
  return readTheme(db, firmId, defaultTimeZone);
}
