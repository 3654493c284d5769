/** The tax calendar's API: a client's upcoming due dates and the firm's overrides of single dates. Browser-safe. */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoints } from '@portico/contract/endpoint';
import { Id, Input, IsoDate, IsoDateTime, NoContent, NonBlankText } from '@portico/contract/common';
import { OBLIGATION_KEYS, TAX_REGIMES } from './obligations';

export const TAX_CALENDAR_API = {
  dueDates: '/api/br-tax-calendar/v1/clients/:clientId/due-dates',
  /** Staff of the firm: one obligation's date for one competence, for all the firm's clients. */
  override: '/api/br-tax-calendar/v1/overrides/:obligation/:competence',
  /** Staff of the firm: every override it set. */
  overrides: '/api/br-tax-calendar/v1/overrides',
} as const;

export const TAX_CALENDAR_ERROR_CODES = ['TAX_PROFILE_NOT_FOUND', 'OVERRIDE_NOT_FOUND'] as const;

export const ObligationKeySchema = Type.Union(OBLIGATION_KEYS.map((k) => Type.Literal(k)));
export const CompetenceSchema = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'yyyy-MM of the month the obligation is about' });

export const DueDateItem = Type.Object({
  key: ObligationKeySchema,
  competence: CompetenceSchema,
  nominalDate: IsoDate,
  dueDate: IsoDate,
  /** Days from today in Brasília; 0 is due today. */
  daysLeft: Type.Integer({ minimum: 0 }),
  shift: Type.Union([
    Type.Object({ reason: Type.Literal('weekend') }),
    Type.Object({ reason: Type.Literal('holiday'), holiday: Type.String() }),
    Type.Null(),
  ]),
  override: Type.Union([Type.Object({ originalDate: IsoDate, note: Type.String() }), Type.Null()]),
});

export const DueDatesResponse = Type.Object({
  /** Today in America/Sao_Paulo, the calendar the dates are in. */
  today: IsoDate,
  profile: Type.Object({
    regime: Type.Union(TAX_REGIMES.map((r) => Type.Literal(r))),
    hasEmployees: Type.Boolean(),
    uf: Type.Union([Type.String(), Type.Null()]),
    municipality: Type.Union([Type.String(), Type.Null()]),
  }),
  items: Type.Array(DueDateItem),
});

export const DueDatesParams = Input({ clientId: Id });
export const OverrideParams = Input({ obligation: ObligationKeySchema, competence: CompetenceSchema });
export const OverrideBody = Input({ dueDate: IsoDate, note: NonBlankText(200) });
export const Override = Type.Object({
  obligation: ObligationKeySchema,
  competence: CompetenceSchema,
  dueDate: IsoDate,
  note: Type.String(),
  updatedAt: IsoDateTime,
});

export const OverrideList = Type.Object({ items: Type.Array(Override) });
export type Override = Static<typeof Override>;
export type DueDateItem = Static<typeof DueDateItem>;
export type DueDatesResponse = Static<typeof DueDatesResponse>;

export const ENDPOINTS = defineEndpoints({
  getTaxDueDates: {
    method: 'GET', path: TAX_CALENDAR_API.dueDates, access: 'session', tags: ['br-tax-calendar'],
    summary: "The client's next due date of each obligation that applies to it, in Brasília's calendar, with the firm's overrides",
    params: DueDatesParams, responses: { 200: DueDatesResponse },
  },
  getTaxDueDateOverrides: {
    method: 'GET', path: TAX_CALENDAR_API.overrides, access: 'staff', tags: ['br-tax-calendar'],
    summary: "Staff: every due date the firm overrode, by competence then obligation",
    responses: { 200: OverrideList },
  },
  putTaxDueDateOverride: {
    method: 'PUT', path: TAX_CALENDAR_API.override, access: 'staff', tags: ['br-tax-calendar'],
    summary: "Staff: set one obligation's due date for one competence, for all the firm's clients",
    params: OverrideParams, body: OverrideBody, responses: { 200: Override },
  },
  deleteTaxDueDateOverride: {
    method: 'DELETE', path: TAX_CALENDAR_API.override, access: 'staff', tags: ['br-tax-calendar'],
    summary: 'Staff: drop an override; the rule dates the obligation again',
    params: OverrideParams, responses: { 204: NoContent },
  },
});
