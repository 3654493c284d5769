import { Type, type Static } from '@sinclair/typebox';
import { CompanyId, Input } from './common';

export const ThemeParams = Input({ companyId: CompanyId });


const Colour = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' });
/** Theme of spec 000 §3; the server fills the defaults, translucentColor derives from buttonFillColor at alpha 0.1. */
export const Theme = Type.Object({
  companyId: CompanyId,
  companyName: Type.String(),
  colors: Type.Object({
    headerFillColor: Colour,
    headerTextColor: Colour,
    buttonFillColor: Colour,
    buttonTextColor: Colour,
    translucentColor: Type.String(),
  }),
  logoutUrl: Type.String(),
  loginBackground: Type.String(),
  loginPageText: Type.String(),
  headerImage: Type.Union([Type.String(), Type.Null()], { description: 'Logo image URL' }),
  /** The logo's size in CSS pixels, so the header reserves its place before the image arrives (no layout shift). */
  headerImageSize: Type.Union([Type.Object({ width: Type.Integer({ minimum: 1 }), height: Type.Integer({ minimum: 1 }) }), Type.Null()]),
  headerLine1: Type.Union([Type.String(), Type.Null()], { description: 'Firm name shown as text' }),
  bannerImage: Type.Union([Type.String(), Type.Null()]),
  /** The IANA zone whose clock the portal shows times on (receipts, deliveries): the firm's, else its variant's. */
  timeZone: Type.String(),
});

export type Theme = Static<typeof Theme>;
