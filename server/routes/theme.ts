import { API, THEME_COOKIE } from '@portico/contract/api-paths';
import { DEFAULT_TIME_ZONE } from '@portico/contract/portal-config';
import type { FastifyRequest } from 'fastify';
import { themeVariables } from '@portico/core/theme/theme-colors';
import type { AppContext, RouteModule } from '../http/context';
import { notFound } from '../http/errors';
import { ENDPOINTS } from '@portico/contract/endpoints';
import { serve } from '../http/serve';

const DEFAULT_FILL = '#003565';
const DEFAULT_TEXT = '#FFFFFF';

/** firms.theme, which a firm's administrators save (common.firm-settings): an uploaded logo wins over the generated one. */
interface StoredTheme {
  colors?: Partial<Record<'headerFillColor' | 'headerTextColor' | 'buttonFillColor' | 'buttonTextColor', string>>;
  logoutUrl?: string; loginBackground?: string; loginPageText?: string;
  headerLine1?: string | null; bannerImage?: string | null; withLogo?: boolean;
  logoImage?: FirmLogo | null;
  /** Null or absent: the variant's (registry.json). */
  timeZone?: string | null;
}

/** The clock of a firm that set none: its variant's (registry.json `timeZone`). */
export const variantTimeZone = (ctx: Pick<AppContext, 'portal'>): string => ctx.portal.timeZone ?? DEFAULT_TIME_ZONE;

/** The button colour at alpha 0.1 (spec 000 §3). */
export function translucent(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, 0.1)`;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The generated logo: a 40 px square of initials, then the name wide enough at 13 px (about 8 px a character). */
const logoSize = (firmName: string) => ({ width: 56 + firmName.length * 8, height: 40 });
const logoPath = (firmId: number) => `${API.theme.replace(':companyId', String(firmId))}/logo`;

export interface FirmLogo { url: string; width: number; height: number }

type ThemeColors = NonNullable<StoredTheme['colors']>;

/** The header's logo: the uploaded image, else the generated one while the firm shows a logo. */
const logoOf = (firm: { id: number; name: string }, theme: StoredTheme): FirmLogo | null =>
  theme.logoImage ?? (theme.withLogo ? { url: logoPath(firm.id), ...logoSize(firm.name) } : null);

export interface FirmBrand {
  firmName: string;
  logo: FirmLogo | null;
  colors: ThemeColors;
  loginPageText: string;
  loginBackground: string;
}

/**
 * A firm's name, the logo it shows in the header (null without one), its colours and its sign-in page's text
 * and background, in one query; undefined for no such firm.
 */
export async function firmBrand(db: AppContext['db'], firmId: number): Promise<FirmBrand | undefined> {
  const firm = await db.selectFrom('firms').select(['id', 'name', 'theme']).where('id', '=', firmId).executeTakeFirst();
  if (!firm) return undefined;
  const theme = JSON.parse(firm.theme) as StoredTheme;
  return {
    firmName: firm.name, logo: logoOf(firm, theme), colors: theme.colors ?? {},
    loginPageText: theme.loginPageText ?? '', loginBackground: theme.loginBackground ?? 'clouds',
  };
}

/**
 * A firm's colours as the portal's custom properties, made readable as the portal makes them (themeVariables):
 * only validated colour values, so the rule is safe to write into a page.
 */
export function themeRootCss(colors: ThemeColors): string {
  return `:root { ${Object.entries(themeVariables(colors)).map(([name, value]) => `${name}: ${value};`).join(' ')} }`;
}

/** The logo a firm shows in the header, if it has one (with the firm's name, its text alternative). */
export async function firmLogo(db: AppContext['db'], firmId: number): Promise<(FirmLogo & { firmName: string }) | null> {
  const brand = await firmBrand(db, firmId);
  return brand?.logo ? { ...brand.logo, firmName: brand.firmName } : null;
}

/** The firm whose theme this browser applied last, from the value of the portal's theme cookie (THEME_COOKIE). */
export function themeCookieFirm(value: string | undefined): number | undefined {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * For the firm whose theme this browser applied last (its cookie), the loading state wears the firm's brand
 * from the first paint: its colours (inline, allowed by hash: server/http/security.ts), its logo (with a
 * preload hint, as the largest image of a signed-in page is otherwise found only after the theme call), or
 * its name when it shows no logo.
 */
export async function firmPageHints(ctx: AppContext, request: FastifyRequest): Promise<{ head: string; splash: string; title?: string }> {
  const firmId = themeCookieFirm(request.cookies[THEME_COOKIE]);
  const brand = firmId === undefined ? null : await firmBrand(ctx.db, firmId);
  if (!brand) return { head: '', splash: '' };
  const { logo, firmName, colors } = brand;
  const style = `<style>${themeRootCss(colors)}</style>`;
  const title = escapeXml(firmName);
  if (!logo) return { head: style, splash: `<p class="boot-firm">${title}</p>`, title };
  return {
    title,
    head: `${style}\n<link rel="preload" as="image" href="${logo.url}" fetchpriority="high" />`,
    splash: `<img class="boot-logo" src="${logo.url}" width="${logo.width}" height="${logo.height}" alt="${escapeXml(firmName)}" />`,
  };
}

export const themeRoutes: RouteModule = (app, ctx) => {
  const firmOf = async (companyId: number) => {
    const firm = await ctx.db.selectFrom('firms').select(['id', 'name', 'theme']).where('id', '=', companyId).executeTakeFirst();
    if (!firm) throw notFound('COMPANY_NOT_FOUND', 'No such company');
    return { ...firm, theme: JSON.parse(firm.theme) as StoredTheme };
  };

  // Public: the sign-in page is themed before anyone is signed in.
  serve(app, ENDPOINTS.getTheme, async (request) => {
    const firm = await firmOf(request.params.companyId);
    const c = firm.theme.colors ?? {};
    const logo = logoOf(firm, firm.theme);
    const buttonFillColor = c.buttonFillColor ?? DEFAULT_FILL;
    return {
      companyId: firm.id,
      companyName: firm.name,
      colors: {
        headerFillColor: c.headerFillColor ?? DEFAULT_FILL,
        headerTextColor: c.headerTextColor ?? DEFAULT_TEXT,
        buttonFillColor,
        buttonTextColor: c.buttonTextColor ?? DEFAULT_TEXT,
        translucentColor: translucent(buttonFillColor),
      },
      logoutUrl: firm.theme.logoutUrl ?? '',
      loginBackground: firm.theme.loginBackground ?? 'clouds',
      loginPageText: firm.theme.loginPageText ?? '',
      headerImage: logo?.url ?? null,
      headerImageSize: logo ? { width: logo.width, height: logo.height } : null,
      headerLine1: firm.theme.headerLine1 ?? null,
      bannerImage: firm.theme.bannerImage ?? null,
      timeZone: firm.theme.timeZone ?? variantTimeZone(ctx),
    };
  });

  serve(app, ENDPOINTS.getThemeLogo, async (request, reply) => {
    const firm = await firmOf(request.params.companyId);
    const initials = firm.name.split(/\s+/).slice(0, 2).map((w) => w[0]).join('');
    const fill = firm.theme.colors?.buttonFillColor ?? DEFAULT_FILL;
    const { width } = logoSize(firm.name);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">`
      + `<rect width="40" height="40" rx="8" fill="${escapeXml(fill)}"/>`
      + `<text x="20" y="26" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>`
      + `<text x="48" y="26" font-family="sans-serif" font-size="13" fill="#fff">${escapeXml(firm.name)}</text></svg>`;
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=3600').send(svg);
  });
};
