import { Type, type Static } from '@sinclair/typebox';
import { Input } from './common';

/** intercepted: the firm requires terms; terms: a current version exists; signatory: this user accepted it. */
export const TermsCheckResponse = Type.Object({
  intercepted: Type.Boolean(),
  terms: Type.Boolean(),
  signatory: Type.Boolean(),
});
export const TermsTextQuery = Input({ language: Type.Optional(Type.String({ maxLength: 5 })) });
export const TermsTextResponse = Type.Object({ version: Type.String(), title: Type.String(), body: Type.String() });
export const AcceptTermsRequest = Input({ version: Type.String({ minLength: 1, maxLength: 32 }) });

export type TermsCheckResponse = Static<typeof TermsCheckResponse>;
export type TermsTextResponse = Static<typeof TermsTextResponse>;
export type AcceptTermsRequest = Static<typeof AcceptTermsRequest>;
