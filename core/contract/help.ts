import { Type, type Static } from '@sinclair/typebox';
import { Input } from './common';

export const HelpArticlesQuery = Input({
  apps: Type.Optional(Type.String({ maxLength: 200 })),
  userType: Type.Optional(Type.String({ maxLength: 32 })),
  screens: Type.Optional(Type.String({ maxLength: 200 })),
  locale: Type.Optional(Type.String({ maxLength: 5 })),
});
export const HelpTopic = Type.Object({ id: Type.String(), title: Type.String(), url: Type.String() });
export const HelpArticlesResponse = Type.Object({
  searchUrl: Type.String(),
  topics: Type.Array(HelpTopic),
  howToUrl: Type.String(),
  /** The privacy policy for the locale (the firm's, or the portal's own page). */
  privacyUrl: Type.Optional(Type.String()),
});

export type HelpArticlesQuery = Static<typeof HelpArticlesQuery>;
export type HelpArticlesResponse = Static<typeof HelpArticlesResponse>;
