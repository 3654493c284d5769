/**
 * Firm settings: what a firm's administrators set for its portal (its theme and sign-in page, its support
 * channels). Paths and schemas shared by the server routes and the browser; no server imports here. The routes
 * take no firm id: each acts on the calling administrator's own firm.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BinaryResponse, Email, Input } from '@portico/contract/common';
import { defineEndpoints } from '@portico/contract/endpoint';
import { SUPPORT_COUNTRIES, type SupportCountry } from '../support';

export const FIRM_SETTINGS_API = {
  theme: '/api/firm-settings/v1/theme',
  themeImage: '/api/firm-settings/v1/theme/images/:slot',
  /** Public: the portal's header and the sign-in page show the images before anyone is signed in. */
  publicImage: '/api/firm-settings/v1/firms/:firmId/images/:slot',
  support: '/api/firm-settings/v1/support',
  quotas: '/api/firm-settings/v1/quotas',
} as const;

/** A colour as the theme stores it (spec 000 §3). */
export const HexColour = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: '#RRGGBB' });
/** An address a person is sent to: https only, so a saved link can neither downgrade nor run script. */
export const HttpsUrl = Type.String({ maxLength: 500, pattern: '^https://[^\\s<>"]+$', description: 'An https:// address' });

/** The sign-in page's backgrounds (spec 000 §3 `loginBackground`, default 'clouds'). */
export const LOGIN_BACKGROUNDS = ['clouds', 'plain'] as const;
export type LoginBackground = (typeof LOGIN_BACKGROUNDS)[number];

export const THEME_COLOURS = ['headerFillColor', 'headerTextColor', 'buttonFillColor', 'buttonTextColor'] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];

/** An IANA time zone's name ("America/Sao_Paulo"); the server checks that its runtime knows it. */
export const TimeZone = Type.String({ minLength: 3, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_+/-]*$' });

export const MAX_HEADER_LINE = 80;
export const MAX_LOGIN_TEXT = 500;

/**
 * The theme as an administrator saves it. The header shows the logo (the uploaded image, else the generated
 * one while `withLogo`), else `headerLine1`, else the banner; the translucent colour derives from the button's.
 */
export const ThemeSettingsInput = Input({
  colors: Input(Object.fromEntries(THEME_COLOURS.map((c) => [c, HexColour])) as Record<ThemeColour, typeof HexColour>),
  withLogo: Type.Boolean(),
  headerLine1: Type.Union([Type.String({ maxLength: MAX_HEADER_LINE }), Type.Null()]),
  loginBackground: Type.Union(LOGIN_BACKGROUNDS.map((b) => Type.Literal(b))),
  loginPageText: Type.String({ maxLength: MAX_LOGIN_TEXT }),
  /** Where signing out leads; '' keeps the portal's own signed-out page. */
  logoutUrl: Type.Union([HttpsUrl, Type.Literal('')]),
  /**
   * The clock the portal shows the firm's times on (receipts, deliveries); null: the variant's. Kept with the theme,
   * which the portal loads for every page, so every screen knows it without a call of its own. Absent: unchanged.
   */
  timeZone: Type.Optional(Type.Union([TimeZone, Type.Null()])),
});
export type ThemeSettingsInput = Static<typeof ThemeSettingsInput>;

/** The uploaded logo's address and its size in CSS pixels (the header reserves its place). */
export const ThemeImage = Type.Object({ url: Type.String(), width: Type.Integer({ minimum: 1 }), height: Type.Integer({ minimum: 1 }) });
export type ThemeImage = Static<typeof ThemeImage>;

export const ThemeSettings = Type.Object({
  ...ThemeSettingsInput.properties,
  timeZone: Type.Union([TimeZone, Type.Null()]),
  defaultTimeZone: Type.String({ description: "The variant's time zone, the firm's while it sets none" }),
  logoImage: Type.Union([ThemeImage, Type.Null()]),
  bannerImage: Type.Union([Type.String(), Type.Null()], { description: "The banner's address" }),
});
export type ThemeSettings = Static<typeof ThemeSettings>;

/** The theme's images: the header logo and the banner. */
export const IMAGE_SLOTS = ['logo', 'banner'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** An image's bytes at most (before base64, which the JSON body carries). */
export const MAX_IMAGE_BYTES = 256 * 1024;
const SlotParam = Type.Union(IMAGE_SLOTS.map((s) => Type.Literal(s)));

export const ImageParams = Input({ slot: SlotParam });
export const PublicImageParams = Input({ firmId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), slot: SlotParam });
export const ImageUpload = Input({
  contentType: Type.Union(IMAGE_TYPES.map((t) => Type.Literal(t))),
  /** The file, base64: the server checks that its bytes are the image type named. */
  data: Type.String({ minLength: 4, maxLength: Math.ceil(MAX_IMAGE_BYTES / 3) * 4, pattern: '^[A-Za-z0-9+/]+={0,2}$' }),
});
export type ImageUpload = Static<typeof ImageUpload>;

const CountryEmails = <T extends ReturnType<typeof Type.Union>>(value: T) =>
  Input(Object.fromEntries(SUPPORT_COUNTRIES.map((c) => [c, value])) as Record<SupportCountry, T>);

export const MAX_CHAT_HOURS = 100;

/**
 * The firm's support channels (spec 001 §5, §9): the live chat's address and hours, the support mailbox per
 * country of the locale. Null: the server's default (PORTICO_SUPPORT_*), and where it has none the channel is
 * hidden, not a dead link.
 */
export const SupportSettings = Input({
  chatUrl: Type.Union([HttpsUrl, Type.Null()]),
  chatHours: Type.Union([Type.String({ minLength: 1, maxLength: MAX_CHAT_HOURS }), Type.Null()]),
  emails: CountryEmails(Type.Union([Email, Type.Null()])),
});
export type SupportSettings = Static<typeof SupportSettings>;

/**
 * The limits a firm sets below the server's (PORTICO_CLIENT_QUOTA_BYTES): each client company's storage.
 * Null: the server's. The server's own limits are the ceiling, never raised by a firm.
 */
export const FirmQuotasInput = Input({
  clientQuotaBytes: Type.Union([Type.Integer({ minimum: 1024 * 1024, maximum: Number.MAX_SAFE_INTEGER }), Type.Null()]),
});
export type FirmQuotasInput = Static<typeof FirmQuotasInput>;
export const FirmQuotas = Type.Object({
  ...FirmQuotasInput.properties,
  server: Type.Object({ clientQuotaBytes: Type.Integer() }, { description: "The server's limits, the ceiling of the firm's" }),
});
export type FirmQuotas = Static<typeof FirmQuotas>;

/**
 * The refusals of these routes besides validation: an upload whose bytes are not the image type it names, a
 * quota above the server's, a time zone the server does not know.
 */
export const FIRM_SETTINGS_ERROR_CODES = ['IMAGE_INVALID', 'QUOTA_ABOVE_SERVER', 'TIME_ZONE_UNKNOWN'] as const;

const TAGS = ['firm-settings'];

export const ENDPOINTS = defineEndpoints({
  getFirmTheme: {
    method: 'GET', path: FIRM_SETTINGS_API.theme, access: 'firm-admin', tags: TAGS,
    summary: "Administrators: the firm's theme as saved (colours, header, sign-in page, logout address, images)",
    responses: { 200: ThemeSettings },
  },
  putFirmTheme: {
    method: 'PUT', path: FIRM_SETTINGS_API.theme, access: 'firm-admin', tags: TAGS,
    summary: "Administrators: replace the firm's theme (its images stay); the portal and the sign-in page show it at once",
    body: ThemeSettingsInput, responses: { 200: ThemeSettings },
  },
  putFirmThemeImage: {
    method: 'PUT', path: FIRM_SETTINGS_API.themeImage, access: 'firm-admin', tags: TAGS,
    summary: `Administrators: upload the logo or the banner (PNG or JPEG, at most ${MAX_IMAGE_BYTES / 1024} KiB, base64)`,
    params: ImageParams, body: ImageUpload, responses: { 200: ThemeSettings }, errors: FIRM_SETTINGS_ERROR_CODES,
  },
  deleteFirmThemeImage: {
    method: 'DELETE', path: FIRM_SETTINGS_API.themeImage, access: 'firm-admin', tags: TAGS,
    summary: 'Administrators: remove the uploaded logo or banner',
    params: ImageParams, responses: { 200: ThemeSettings },
  },
  getFirmThemeImage: {
    method: 'GET', path: FIRM_SETTINGS_API.publicImage, access: 'public', tags: TAGS,
    summary: "A firm's uploaded logo or banner",
    params: PublicImageParams,
    responses: { 200: { description: 'The image', content: Object.fromEntries(IMAGE_TYPES.map((t) => [t, { schema: BinaryResponse }])) } },
  },
  getFirmSupport: {
    method: 'GET', path: FIRM_SETTINGS_API.support, access: 'firm-admin', tags: TAGS,
    summary: "Administrators: the firm's live chat address and hours and its support mailbox per country",
    responses: { 200: SupportSettings },
  },
  getFirmQuotas: {
    method: 'GET', path: FIRM_SETTINGS_API.quotas, access: 'firm-admin', tags: TAGS,
    summary: "Administrators: the firm's limits (each client company's storage) and the server's, their ceiling",
    responses: { 200: FirmQuotas },
  },
  putFirmQuotas: {
    method: 'PUT', path: FIRM_SETTINGS_API.quotas, access: 'firm-admin', tags: TAGS,
    summary: "Administrators: set the firm's limits, at most the server's (400 QUOTA_ABOVE_SERVER); null: the server's",
    body: FirmQuotasInput, responses: { 200: FirmQuotas }, errors: FIRM_SETTINGS_ERROR_CODES,
  },
  putFirmSupport: {
    method: 'PUT', path: FIRM_SETTINGS_API.support, access: 'firm-admin', tags: TAGS,
    summary: "Administrators: replace the firm's support channels (null: the server's default, else hidden)",
    body: SupportSettings, responses: { 200: SupportSettings },
  },
});
