import { Type, type Static } from '@sinclair/typebox';
import { CompanyId, Id, Input, NonBlankText } from './common';

export const Language = Type.String({ pattern: '^[a-z]{2}(-[a-z]{2})?$', description: 'e.g. en-us, pt-br' });

/** A staff member's role in the firm's workspace (server/db/migrations/0260_staff_roles.ts). */
export const StaffRole = Type.Union([Type.Literal('administrator'), Type.Literal('staff')]);
export type StaffRole = Static<typeof StaffRole>;

export const Profile = Type.Object({
  id: Type.String({ description: 'PrismGuid of the user' }),
  email: Type.String(),
  prefix: Type.String(),
  firstName: Type.String(),
  middleName: Type.String(),
  lastName: Type.String(),
  suffix: Type.String(),
  language: Type.String(),
  isStaff: Type.Boolean(),
  staffRole: Type.Union([StaffRole, Type.Null()], { description: "A staff member's role; null for a client contact" }),
  impersonatorContactId: Type.Union([Type.String(), Type.Null()], { description: 'Set in preview: the staff contact' }),
  account: Type.Object({ companyName: Type.String(), contactId: Type.Union([Type.String(), Type.Null()]) }),
});

const Name = Type.String({ maxLength: 100 });
export const SaveProfileRequest = Input({
  prefix: Type.Optional(Name),
  firstName: NonBlankText(100),
  middleName: Type.Optional(Name),
  lastName: NonBlankText(100),
  suffix: Type.Optional(Name),
});

export const Account = Type.Object({
  companyId: CompanyId,
  companyName: Type.String(),
  contactId: Type.Union([Type.String(), Type.Null()]),
  product: Type.String(),
  active: Type.Boolean(),
});
export const AccountsQuery = Input({
  active: Type.Optional(Type.Boolean()),
  product: Type.Optional(Type.String({ maxLength: 64 })),
});
export const AccountsResponse = Type.Object({ accounts: Type.Array(Account) });

export const LanguageParams = Input({ prismGuid: Id });
export const SetLanguageRequest = Input({ language: Language });
export const SetLanguageResponse = Type.Object({ language: Type.String() });

export type Profile = Static<typeof Profile>;
export type SaveProfileRequest = Static<typeof SaveProfileRequest>;
export type Account = Static<typeof Account>;
export type AccountsQuery = Static<typeof AccountsQuery>;
export type AccountsResponse = Static<typeof AccountsResponse>;
export type SetLanguageRequest = Static<typeof SetLanguageRequest>;
export type SetLanguageResponse = Static<typeof SetLanguageResponse>;
