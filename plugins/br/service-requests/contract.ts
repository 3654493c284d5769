/**
 * Service requests to the firm's payroll department (spec 001 §3, §7): paths, schemas, statuses, types, the
 * transition rules and error codes. Browser-safe: TypeBox and plain TypeScript only.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Cents, Id, Input, IsoDate, IsoDateTime, NonBlankText, PagedList, PageQueryProps } from '@portico/contract/common';
import { Competence, CpfDigits } from '@portico/contract/brazil';

export const SERVICE_REQUESTS_API = {
  serviceRequests: '/api/service-requests/v1/clients/:clientId/requests',
  serviceRequest: '/api/service-requests/v1/clients/:clientId/requests/:requestId',
  serviceRequestSubmit: '/api/service-requests/v1/clients/:clientId/requests/:requestId/submit',
  employees: '/api/service-requests/v1/clients/:clientId/employees',
  employee: '/api/service-requests/v1/clients/:clientId/employees/:employeeId',
} as const;

export const SERVICE_REQUEST_ERROR_CODES = [
  'REQUEST_NOT_FOUND',
  'REQUEST_NOT_EDITABLE',
  'ILLEGAL_TRANSITION',
  'REQUEST_TYPE_MISMATCH',
  'CPF_INVALID',
  'EMPLOYEE_NOT_FOUND',
] as const;

/** Service-request view filter, numbered 0–15 as in spec 001 §3: "All", the five statuses, then the ten kinds. */
export enum RequestKind {
  All = 0,
  WaitingForClient = 1,
  WaitingForAnAnswer = 2,
  WaitingForCorrection = 3,
  Replied = 4,
  Draft = 5,
  PayrollEntry = 6,
  NoticeVacation = 7,
  NoticeTermination = 8,
  VacationCalculation = 9,
  TerminationCalculation = 10,
  EmployeeLeave = 11,
  Employee = 12,
  Intern = 13,
  Taxpayer = 14,
  Generic = 15,
}

export const REQUEST_STATUSES = ['WaitingForClient', 'WaitingForAnswer', 'WaitingForCorrection', 'Replied', 'Draft'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_TYPES = [
  'PayrollEntry', 'NoticeVacation', 'NoticeTermination', 'VacationCalculation', 'TerminationCalculation',
  'EmployeeLeave', 'Employee', 'Intern', 'Taxpayer', 'Generic',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** What a RequestKind view selects: a status, a request type, or everything. */
export function requestKindSelection(kind: RequestKind): { status?: RequestStatus; type?: RequestType } {
  if (kind === RequestKind.All) return {};
  if (kind === RequestKind.WaitingForAnAnswer) return { status: 'WaitingForAnswer' };
  if (kind <= RequestKind.Draft) return { status: RequestKind[kind] as RequestStatus };
  return { type: RequestKind[kind] as RequestType };
}

/**
 * Who moves a request where. The client drafts, submits and answers the firm's questions; the firm
 * answers, asks for corrections or for more information. Anything else is refused (ILLEGAL_TRANSITION).
 */
export const REQUEST_TRANSITIONS: Record<'client' | 'firm', Partial<Record<RequestStatus, readonly RequestStatus[]>>> = {
  client: {
    Draft: ['WaitingForAnswer'],
    WaitingForCorrection: ['WaitingForAnswer'],
    WaitingForClient: ['WaitingForAnswer'],
  },
  firm: {
    WaitingForAnswer: ['Replied', 'WaitingForCorrection', 'WaitingForClient'],
  },
};

/** Statuses in which the client may still edit the request's payload. */
export const EDITABLE_REQUEST_STATUSES: readonly RequestStatus[] = ['Draft', 'WaitingForCorrection', 'WaitingForClient'];

export function canTransition(actor: 'client' | 'firm', from: RequestStatus, to: RequestStatus): boolean {
  return REQUEST_TRANSITIONS[actor][from]?.includes(to) ?? false;
}


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

export const RequestClientParams = Input({ clientId: Id });
export const RequestParams = Input({ clientId: Id, requestId: Id });
export const EmployeeParams = Input({ clientId: Id, employeeId: Id });

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
