import type { Db } from '../db/database';
import { firmBrand, themeCookieFirm, themeRootCss } from '../routes/theme';
import { EMBEDDED_MOUNT } from './config';

/** The firm a sign-in page wears: the one whose theme this browser applied last (the portal's theme cookie). */
export interface Branding {
  firmId: number;
  firmName: string;
  logo: { url: string; width: number; height: number } | null;
  stylesheet: string;
  /** The firm's words on its sign-in page ('' for none) and the page's background (spec 000 §3). */
  loginPageText: string;
  loginBackground: string;
}

export const brandStylesheetPath = (firmId: number) => `${EMBEDDED_MOUNT}/assets/brand/${firmId}.css`;

export async function brandingOf(db: Db, themeCookie: string | undefined): Promise<Branding | undefined> {
  const firmId = themeCookieFirm(themeCookie);
  if (firmId === undefined) return undefined;
  // One query: the firm's name and its logo together (a sign-in page is drawn on every visit).
  const brand = await firmBrand(db, firmId);
  if (!brand) return undefined;
  const { firmName, logo, loginPageText, loginBackground } = brand;
  return { firmId, firmName, logo, stylesheet: brandStylesheetPath(firmId), loginPageText, loginBackground };
}

/**
 * The firm's colours as the pages' custom properties (a stylesheet, since the sign-in pages' CSP allows no
 * inline style), made readable the way the portal does it: the same button the portal shows, at 4.5:1 at least.
 */
export async function brandStylesheet(db: Db, firmId: number): Promise<string | undefined> {
  const brand = await firmBrand(db, firmId);
  return brand ? `${themeRootCss(brand.colors)}\n` : undefined;
}
