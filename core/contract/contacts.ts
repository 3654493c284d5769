import { Type, type Static } from '@sinclair/typebox';
import { CompanyId, Id, Input } from './common';

export const ContactParams = Input({ companyId: CompanyId, contactId: Id });

export const Contact = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  givenName: Type.String(),
  additionalName: Type.String(),
  familyName: Type.String(),
  emailAddresses: Type.Array(Type.Object({ emailAddress: Type.String(), isPrimary: Type.Boolean() })),
});

export type ContactParams = Static<typeof ContactParams>;
export type Contact = Static<typeof Contact>;
