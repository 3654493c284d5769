import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Input, IsoDateTime, NonBlankText } from '../common';
import { Cents, Competence, CpfDigits, IdParam, IsoDate, PagedList, PageQueryProps } from './common';
import { REQUEST_STATUSES, REQUEST_TYPES, type RequestType } from './constants';

export const RequestStatusSchema = Type.Union(REQUEST_STATUSES.map((s) => Type.Literal(s)));
export const RequestTypeSchema = Type.Union(REQUEST_TYPES.map((t) => Type.Literal(t)));

const Name = NonBlankText(120, 2);
const Text = (max: number) => NonBlankText(max);
const Choice = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

/** The typed payload of each request type; CPFs are also check-digit validated by the server. */
export const REQUEST_PAYLOADS = {
  PayrollEntry: Input({
    competence: Competence,
    entries: Type.Array(Input({
      cpf: CpfDigits,
      rubricCode: Type.String({ pattern: '^[0-9A-Z]{1,10}$' }),
      description: Text(120),
      quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, description: 'Hours × 100, days or units' })),
      amountCents: Cents,
    }), { minItems: 1, maxItems: 500 }),
  }),
  NoticeVacation: Input({
    cpf: CpfDigits, startDate: IsoDate,
    days: Type.Integer({ minimum: 5, maximum: 30 }),
    soldDays: Type.Integer({ minimum: 0, maximum: 10, description: 'Abono pecuniário' }),
    advanceThirteenth: Type.Boolean(),
  }),
  NoticeTermination: Input({
    cpf: CpfDigits, noticeDate: IsoDate,
    noticeType: Choice(['Worked', 'Indemnified'] as const),
    initiatedBy: Choice(['Employer', 'Employee'] as const),
  }),
  VacationCalculation: Input({
    cpf: CpfDigits, startDate: IsoDate,
    days: Type.Integer({ minimum: 5, maximum: 30 }),
    soldDays: Type.Integer({ minimum: 0, maximum: 10 }),
    advanceThirteenth: Type.Boolean(),
  }),
  TerminationCalculation: Input({
    cpf: CpfDigits, terminationDate: IsoDate,
    reason: Choice(['WithoutCause', 'WithCause', 'Resignation', 'MutualAgreement', 'ContractEnd'] as const),
    noticeType: Choice(['Worked', 'Indemnified', 'Waived'] as const),
  }),
  EmployeeLeave: Input({
    cpf: CpfDigits, startDate: IsoDate, endDate: Type.Optional(IsoDate),
    reason: Choice(['Sickness', 'Accident', 'Maternity', 'Paternity', 'Other'] as const),
    notes: Type.Optional(Type.String({ maxLength: 1000 })),
  }),
  Employee: Input({
    name: Name, cpf: CpfDigits, birthDate: IsoDate, hireDate: IsoDate, jobPosition: Text(120),
    salaryCents: Cents, weeklyHours: Type.Integer({ minimum: 1, maximum: 44 }),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  }),
  Intern: Input({
    name: Name, cpf: CpfDigits, birthDate: IsoDate, startDate: IsoDate, endDate: IsoDate,
    institution: Text(200), stipendCents: Cents, weeklyHours: Type.Integer({ minimum: 1, maximum: 30 }),
  }),
  Taxpayer: Input({
    name: Name, cpf: CpfDigits, birthDate: IsoDate, entryDate: IsoDate, proLaboreCents: Cents,
    shareBasisPoints: Type.Integer({ minimum: 1, maximum: 10_000, description: 'Share of the capital, 1/100 of a percent' }),
  }),
  Generic: Input({ subject: Text(200), message: Text(4000) }),
} satisfies Record<RequestType, TSchema>;

export type RequestPayloads = { [K in RequestType]: Static<(typeof REQUEST_PAYLOADS)[K]> };

/** Create and update bodies: the type chooses the payload schema. */
export const RequestDraftBody = Type.Union(REQUEST_TYPES.map((type) => Input({
  type: Type.Literal(type),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  payload: REQUEST_PAYLOADS[type],
})));
export type RequestDraftBody = { [K in RequestType]: { type: K; title?: string; payload: RequestPayloads[K] } }[RequestType];

export const RequestClientParams = Input({ clientId: IdParam });
export const RequestParams = Input({ clientId: IdParam, requestId: IdParam });
export const EmployeeParams = Input({ clientId: IdParam, employeeId: IdParam });

export const RequestListQuery = Input({
  ...PageQueryProps,
  /** A RequestKind view (0–15): All, a status or a type. */
  view: Type.Optional(Type.Integer({ minimum: 0, maximum: 15 })),
  type: Type.Optional(RequestTypeSchema),
  status: Type.Optional(RequestStatusSchema),
});

export const RequestMessage = Type.Object({
  id: Type.String(),
  author: Type.String(),
  fromFirm: Type.Boolean(),
  body: Type.String(),
  createdAt: IsoDateTime,
});
export const ServiceRequestSummary = Type.Object({
  id: Type.String(),
  reference: Type.String(),
  type: RequestTypeSchema,
  typeCode: Type.Integer({ description: 'RequestKind number of the type' }),
  status: RequestStatusSchema,
  title: Type.String(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  submittedAt: Type.Union([IsoDateTime, Type.Null()]),
});
export const ServiceRequest = Type.Composite([ServiceRequestSummary, Type.Object({
  payload: Type.Unsafe<RequestPayloads[RequestType]>({ type: 'object', additionalProperties: true }),
  messages: Type.Array(RequestMessage),
})]);
export const ServiceRequestPage = PagedList(ServiceRequestSummary);

export const EmployeeListQuery = Input({ ...PageQueryProps, search: Type.Optional(Type.String({ maxLength: 100 })) });
/** Employee tooltip of spec 001 §3; cpf is unmasked (the portal shows 000.000.000-00). */
export const Employee = Type.Object({
  id: Type.String(),
  name: Type.String(),
  cpf: CpfDigits,
  hireDate: IsoDate,
  jobPosition: Type.String(),
});
export const EmployeePage = PagedList(Employee);

export type ServiceRequest = Static<typeof ServiceRequest>;
