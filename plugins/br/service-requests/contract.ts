/**
 * Service requests to the firm's payroll department (spec 001 §3, §7): paths, schemas, statuses, types, the
 * transition rules and error codes. Browser-safe: TypeBox and plain TypeScript only.
 */
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import {
  BinaryResponse, Cents, ErrorBodySchema, Id, Input, IsoDate, IsoDateTime, NoContent, NonBlankText, PagedList, PageQueryProps,
} from '@portico/contract/common';
import { CnpjDigits, Competence, CpfDigits } from '@portico/br-kit/contract';
import { SERVICE_REQUEST_PERMISSIONS } from './permissions';
import { defineEndpoints } from '@portico/contract/endpoint';
import { LEAVE_REASON_CODES, TERMINATION_REASON_CODES } from './rules/esocial-tables';

export const SERVICE_REQUESTS_API = {
  serviceRequests: '/api/service-requests/v1/clients/:clientId/requests',
  serviceRequest: '/api/service-requests/v1/clients/:clientId/requests/:requestId',
  serviceRequestSubmit: '/api/service-requests/v1/clients/:clientId/requests/:requestId/submit',
  serviceRequestMessages: '/api/service-requests/v1/clients/:clientId/requests/:requestId/messages',
  rubrics: '/api/service-requests/v1/clients/:clientId/rubrics',
  employees: '/api/service-requests/v1/clients/:clientId/employees',
  employee: '/api/service-requests/v1/clients/:clientId/employees/:employeeId',
  attachment: '/api/service-requests/v1/clients/:clientId/requests/:requestId/attachments/:attachmentId',
  staffRequests: '/api/service-requests/v1/staff/requests',
  staffRequest: '/api/service-requests/v1/staff/requests/:requestId',
  staffAssignees: '/api/service-requests/v1/staff/assignees',
  staffReplies: '/api/service-requests/v1/staff/clients/:clientId/requests/:requestId/replies',
  staffSendBack: '/api/service-requests/v1/staff/clients/:clientId/requests/:requestId/send-back',
  staffStatus: '/api/service-requests/v1/staff/clients/:clientId/requests/:requestId/status',
  staffAssignee: '/api/service-requests/v1/staff/clients/:clientId/requests/:requestId/assignee',
  staffAttachment: '/api/service-requests/v1/staff/clients/:clientId/requests/:requestId/attachments/:attachmentId',
} as const;

export const SERVICE_REQUEST_ERROR_CODES = [
  'REQUEST_NOT_FOUND',
  'REQUEST_NOT_EDITABLE',
  'ILLEGAL_TRANSITION',
  'REQUEST_TYPE_MISMATCH',
  'CPF_INVALID',
  'EMPLOYEE_NOT_FOUND',
  /** Submit (or an answer that resubmits) found the payload incomplete or against a domain rule: 422 with `violations`. */
  'RULE_VIOLATION',
  /** The client may not message the firm in this status (a draft, or a request already replied). */
  'MESSAGE_NOT_ALLOWED',
  /** The ServiceRequest.Denied switch is on for the user. */
  'SERVICE_REQUESTS_DENIED',
  /** Employee, Intern and Taxpayer requests need ServiceRequest.Employee, .Intern and .Partner. */
  'REQUEST_TYPE_NOT_ALLOWED',
  /** A reply's attachment was refused (its name, type, content or size); nothing of the reply was kept. */
  'ATTACHMENT_REFUSED',
  'ATTACHMENT_NOT_FOUND',
  /** The assignee named is no staff member of the firm. */
  'ASSIGNEE_NOT_FOUND',
  /** Another person's draft: only its author may discard it. */
  'REQUEST_NOT_YOURS',
] as const;

export { SERVICE_REQUEST_PERMISSIONS };

/** The grant a request type needs (the registration forms); the other types need none. */
export const TYPE_PERMISSIONS: Partial<Record<RequestType, string>> = {
  Employee: SERVICE_REQUEST_PERMISSIONS.employee,
  Intern: SERVICE_REQUEST_PERMISSIONS.intern,
  Taxpayer: SERVICE_REQUEST_PERMISSIONS.partner,
};

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

export const REQUEST_STATUSES = ['WaitingForClient', 'WaitingForAnswer', 'WaitingForCorrection', 'Replied', 'Draft', 'Closed'] as const;
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
  // (Closed has no view number of its own in spec 001: it is listed under All.)
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
    WaitingForAnswer: ['Replied', 'WaitingForCorrection', 'WaitingForClient', 'Closed'],
    // The firm may close what waits for the client, or what it has answered.
    WaitingForCorrection: ['Closed'],
    WaitingForClient: ['Closed'],
    Replied: ['Closed'],
  },
};

/** Statuses in which the client may still edit the request's payload. */
export const EDITABLE_REQUEST_STATUSES: readonly RequestStatus[] = ['Draft', 'WaitingForCorrection', 'WaitingForClient'];

export function canTransition(actor: 'client' | 'firm', from: RequestStatus, to: RequestStatus): boolean {
  return REQUEST_TRANSITIONS[actor][from]?.includes(to) ?? false;
}

/**
 * Whether a draft's payload holds nothing the client typed: only empty texts, empty groups (an address with no
 * field filled) and empty lists. Such a draft is never created by the forms and never listed.
 */
export function isBlankPayload(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isBlankPayload);
  if (typeof value === 'object') return Object.values(value).every(isBlankPayload);
  return false;
}


export const RequestStatusSchema = Type.Union(REQUEST_STATUSES.map((s) => Type.Literal(s)));
export const RequestTypeSchema = Type.Union(REQUEST_TYPES.map((t) => Type.Literal(t)));

const Name = NonBlankText(70, 2);
const Text = (max: number) => NonBlankText(max);
const Choice = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

/** Pay runs (tipo de folha) a payroll entry belongs to (BR-DOMAIN 1.2). */
export const PAY_RUNS = ['Monthly', 'Advance', 'ThirteenthFirst', 'ThirteenthSecond', 'Vacation', 'Termination'] as const;
/** eSocial grauInstr 01–12 (S-2200). */
export const EDUCATION_LEVELS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export const CONTRACT_TYPES = ['Indefinite', 'Experience', 'FixedTerm'] as const;
/** Lei 11.788/2008 art. 10 levels, as eSocial nivEstagio 1 fundamental, 2 médio, 3 profissional, 4 superior, 8 especial. */
export const INTERN_LEVELS = ['Fundamental', 'Secondary', 'Vocational', 'Higher', 'Special'] as const;
/** eSocial categories of a partner or director (721, 722 diretor não empregado; 723 sócio / empresário). */
export const PARTNER_CATEGORIES = ['723', '721', '722'] as const;
export const GENERAL_CATEGORIES = ['Payroll', 'Tax', 'Accounting', 'Registration', 'Other'] as const;
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR',
  'SC', 'SP', 'SE', 'TO',
] as const;

const Digits = (n: number, description: string) => Type.String({ pattern: `^[0-9]{${n}}$`, description });
const Address = Input({
  zipCode: Digits(8, 'CEP'),
  street: Text(100),
  number: Text(10),
  complement: Type.Optional(Type.String({ maxLength: 30 })),
  district: Text(90),
  city: Text(60),
  state: Choice(UFS),
});

/**
 * Vacation notice and vacation calculation (férias): the acquisition period, its unjustified absences, up to three
 * periods of leave and the days sold (abono pecuniário). The CLT limits are rules (rules/vacation.ts), not schema
 * bounds, so the server answers them with the same translated codes as the form.
 */
const VacationPayload = Input({
  cpf: CpfDigits,
  acquisitionStart: IsoDate,
  absences: Type.Integer({ minimum: 0, maximum: 366, description: 'Unjustified absences in the acquisition period (CLT art. 130)' }),
  periods: Type.Array(Input({ startDate: IsoDate, days: Type.Integer({ minimum: 1, maximum: 30 }) }), { minItems: 1, maxItems: 12 }),
  soldDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 30, description: 'Abono pecuniário (CLT art. 143); none when absent' })),
  advanceThirteenth: Type.Optional(Type.Boolean({ description: 'Advance the first instalment of the 13th salary' })),
  noticeDate: IsoDate,
});

/** The typed payload of each request type, as submitted; CPFs are also check-digit validated by the server. */
export const REQUEST_PAYLOADS = {
  PayrollEntry: Input({
    competence: Competence,
    payRun: Choice(PAY_RUNS),
    entries: Type.Array(Input({
      cpf: CpfDigits,
      rubricCode: Type.String({ pattern: '^[0-9A-Z]{1,10}$' }),
      /** For rubrics measured in hours: hours × 60 + minutes (the portal's HHH:MM). */
      minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 * 60 + 59 })),
      /** For rubrics measured in money. */
      amountCents: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999_999 })),
    }), { minItems: 1, maxItems: 500 }),
  }),
  NoticeVacation: VacationPayload,
  NoticeTermination: Input({
    cpf: CpfDigits, noticeDate: IsoDate,
    initiatedBy: Choice(['Employer', 'Employee'] as const),
    noticeType: Choice(['Worked', 'Indemnified'] as const),
    /** CLT art. 488: a worked notice given by the employer is shortened by 2 hours a day or by 7 calendar days. */
    reduction: Type.Optional(Choice(['TwoHoursDaily', 'SevenDays'] as const)),
  }),
  VacationCalculation: VacationPayload,
  TerminationCalculation: Input({
    cpf: CpfDigits, terminationDate: IsoDate,
    reason: Choice(TERMINATION_REASON_CODES),
    noticeType: Choice(['Worked', 'Indemnified', 'Waived', 'None'] as const),
    noticeDate: Type.Optional(IsoDate),
    notes: Type.Optional(Type.String({ maxLength: 1000 })),
  }),
  EmployeeLeave: Input({
    cpf: CpfDigits, startDate: IsoDate, endDate: Type.Optional(IsoDate),
    reason: Choice(LEAVE_REASON_CODES),
    notes: Type.Optional(Type.String({ maxLength: 1000 })),
  }),
  Employee: Input({
    name: Name, cpf: CpfDigits, pis: Type.Optional(Digits(11, 'PIS/NIS')), ctps: Type.Optional(Type.String({ maxLength: 20 })),
    birthDate: IsoDate, sex: Choice(['M', 'F'] as const), education: Choice(EDUCATION_LEVELS),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 60 })),
    phone: Type.Optional(Type.String({ pattern: '^[0-9]{10,13}$' })),
    address: Address,
    hireDate: IsoDate, jobPosition: Text(100), cbo: Digits(6, 'CBO of the job'),
    salaryCents: Cents, weeklyHours: Type.Integer({ minimum: 1, maximum: 99 }),
    contractType: Choice(CONTRACT_TYPES), contractEndDate: Type.Optional(IsoDate),
  }),
  /** Estagiário (eSocial S-2300, category 901; Lei 11.788/2008). */
  Intern: Input({
    name: Name, cpf: CpfDigits, birthDate: IsoDate, startDate: IsoDate, endDate: IsoDate,
    level: Choice(INTERN_LEVELS), mandatory: Type.Boolean({ description: 'Estágio obrigatório (natEstagio O)' }),
    alternating: Type.Boolean({ description: 'Theory and practice alternate (art. 10 §1: up to 40 h)' }),
    disability: Type.Boolean({ description: 'Pessoa com deficiência: the two-year limit does not apply (art. 11)' }),
    institutionName: Text(100), institutionCnpj: CnpjDigits,
    supervisorName: Name, supervisorCpf: CpfDigits,
    insurancePolicy: Text(30), stipendCents: Cents, weeklyHours: Type.Integer({ minimum: 1, maximum: 99 }),
  }),
  /** Sócio / contribuinte individual with pró-labore (eSocial S-2300, category 723, 721 or 722). */
  Taxpayer: Input({
    name: Name, cpf: CpfDigits, pis: Type.Optional(Digits(11, 'PIS/NIS')), birthDate: IsoDate, entryDate: IsoDate,
    category: Choice(PARTNER_CATEGORIES), jobPosition: Text(100), proLaboreCents: Cents,
    shareBasisPoints: Type.Integer({ minimum: 0, maximum: 10_000, description: 'Share of the capital, 1/100 of a percent' }),
  }),
  Generic: Input({
    subject: Text(200), category: Choice(GENERAL_CATEGORIES), message: Text(4000), dueDate: Type.Optional(IsoDate),
  }),
} satisfies Record<RequestType, TSchema>;

export type RequestPayloads = { [K in RequestType]: Static<(typeof REQUEST_PAYLOADS)[K]> };

/**
 * Create and update bodies. A draft saves while incomplete: its payload is whatever the form holds so far
 * (bounded), and the full schema of its type plus the domain rules apply on submit (422 RULE_VIOLATION).
 */
export const DraftPayload = Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,39}$' }), Type.Unknown(), {
  maxProperties: 60, additionalProperties: false,
});
export const RequestDraftBody = Input({
  type: RequestTypeSchema,
  title: Type.Optional(Type.String({ maxLength: 200 })),
  payload: DraftPayload,
});
export type RequestDraftBody = { type: RequestType; title?: string; payload: Record<string, unknown> };
/** A request whose payload is complete: what submit accepts. */
export type CompleteRequest = { [K in RequestType]: { type: K; title?: string; payload: RequestPayloads[K] } }[RequestType];

export const RequestMessageBody = Input({ body: NonBlankText(4000) });

/** One field against one rule; `field` is a dotted path into the payload ("entries.2.minutes"). */
export const RuleViolationSchema = Type.Object({
  field: Type.String(),
  code: Type.String(),
  /** Message parameters (numbers or texts); a free object so the reply serialiser keeps whatever a rule names. */
  params: Type.Optional(Type.Unsafe<Record<string, string | number>>({ type: 'object', additionalProperties: true })),
});
export const RuleViolationBody = Type.Composite([ErrorBodySchema, Type.Object({ violations: Type.Array(RuleViolationSchema) })]);
export type RuleViolationBody = Static<typeof RuleViolationBody>;

/** A rubric the firm publishes to the portal: payroll lines use its code; the unit says value (R$) or hours. */
export const RUBRIC_UNITS = ['value', 'hours'] as const;
export const Rubric = Type.Object({
  code: Type.String(),
  description: Type.String(),
  unit: Choice(RUBRIC_UNITS),
  kind: Choice(['earning', 'deduction'] as const),
});
export type Rubric = Static<typeof Rubric>;
export const RubricList = Type.Object({ items: Type.Array(Rubric) });

export const RequestClientParams = Input({ clientId: Id });
export const RequestParams = Input({ clientId: Id, requestId: Id });
export const EmployeeParams = Input({ clientId: Id, employeeId: Id });
export const AttachmentParams = Input({ clientId: Id, requestId: Id, attachmentId: Id });

export const RequestListQuery = Input({
  ...PageQueryProps,
  /** A RequestKind view (0–15): All, a status or a type. */
  view: Type.Optional(Type.Integer({ minimum: 0, maximum: 15 })),
  type: Type.Optional(RequestTypeSchema),
  status: Type.Optional(RequestStatusSchema),
});

/** A file the firm attached to a message (kept in br_files). */
export const RequestAttachment = Type.Object({ id: Type.String(), fileName: Type.String(), size: Type.Integer({ minimum: 0 }) });
export type RequestAttachment = Static<typeof RequestAttachment>;
export const RequestMessage = Type.Object({
  id: Type.String(),
  author: Type.String(),
  fromFirm: Type.Boolean(),
  body: Type.String(),
  createdAt: IsoDateTime,
  attachments: Type.Array(RequestAttachment),
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
  // A record at run time (so Value.Check and the fake API can check it), the typed payload for TypeScript.
  payload: Type.Record(Type.String(), Type.Unknown()) as unknown as TUnsafe<RequestPayloads[RequestType]>,
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

/*
 * The firm's inbox (issue 34): every client's requests for the firm's staff, and the firm's moves. A draft is the
 * client's own and never reaches the firm.
 */
export const INBOX_STATUSES = ['WaitingForAnswer', 'WaitingForCorrection', 'WaitingForClient', 'Replied', 'Closed'] as const satisfies readonly RequestStatus[];
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const InboxStatusSchema = Choice(INBOX_STATUSES);
/** br_files' limit per file (the kit keeps small files in the database); three files at most per reply. */
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;
export const MAX_ATTACHMENTS = 3;
/** A reply carries its files in its JSON body, so the reply and its files are stored together or not at all. */
export const REPLY_BODY_LIMIT = (Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4 + 1024) * MAX_ATTACHMENTS + 64 * 1024;

export const StaffRequestParams = Input({ requestId: Id });
export const InboxQuery = Input({
  ...PageQueryProps,
  status: Type.Optional(InboxStatusSchema),
  type: Type.Optional(RequestTypeSchema),
  clientId: Type.Optional(Id),
  assignee: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: '"me", "none", or a staff member\'s id' })),
  minAgeDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 3650, description: 'Only requests whose client last moved at least this many days ago' })),
});
export const StaffMemberRef = Type.Object({ id: Type.String(), name: Type.String() });
export type StaffMemberRef = Static<typeof StaffMemberRef>;
export const AssigneeList = Type.Object({ items: Type.Array(StaffMemberRef) });
const InboxFacts = {
  clientId: Type.String(),
  clientName: Type.String(),
  assignee: Type.Union([StaffMemberRef, Type.Null()]),
  /** When the client last moved it (created, edited, sent, answered): the inbox's age counts from here. */
  clientMovedAt: IsoDateTime,
};
export const InboxItem = Type.Composite([ServiceRequestSummary, Type.Object(InboxFacts)]);
export const InboxPage = PagedList(InboxItem);
/** A rule result as the inbox answers it: its parameters typed, so the fake API and the serialiser both read them. */
const InboxViolation = Type.Object({
  field: Type.String(), code: Type.String(), params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
/** A person the payload names by CPF, as the client's payroll knows them. */
export const NamedPerson = Type.Object({ cpf: Type.String(), name: Type.String() });
/**
 * One request as the firm reads it: the client's form (read-only) with what the rules find in it, the thread, and the
 * names of the client's employees its CPFs point to.
 */
export const InboxRequest = Type.Composite([ServiceRequest, Type.Object({
  ...InboxFacts, violations: Type.Array(InboxViolation), people: Type.Array(NamedPerson),
})]);

export const ReplyBody = Input({
  body: NonBlankText(4000),
  attachments: Type.Array(Input({
    fileName: Type.String({ minLength: 1, maxLength: 120 }),
    content: Type.String({ maxLength: Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4, pattern: '^[A-Za-z0-9+/]*={0,2}$', description: 'The file, base64' }),
  }), { maxItems: MAX_ATTACHMENTS }),
});
export type ReplyBody = Static<typeof ReplyBody>;
export const SendBackBody = Input({ reason: NonBlankText(4000) });
export const StatusBody = Input({ status: Choice(['Replied', 'Closed'] as const) });
export const AssigneeBody = Input({ assigneeId: Type.Union([Id, Type.Null()]) });

export type InboxItem = Static<typeof InboxItem>;
export type InboxRequest = Static<typeof InboxRequest>;
export type ServiceRequest = Static<typeof ServiceRequest>;
export type ServiceRequestSummary = Static<typeof ServiceRequestSummary>;
export type Employee = Static<typeof Employee>;

/** The calls as the fake API of component tests knows them. */
export const ENDPOINTS = defineEndpoints({
  getServiceRequests: {
    method: 'GET', path: SERVICE_REQUESTS_API.serviceRequests, access: 'session', tags: ['service-requests'],
    summary: "Requests of the client, most recently changed first (drafts: the caller's own that hold something); filter by RequestKind view, type or status",
    params: RequestClientParams, query: RequestListQuery, responses: { 200: ServiceRequestPage },
  },
  getServiceRequest: {
    method: 'GET', path: SERVICE_REQUESTS_API.serviceRequest, access: 'session', tags: ['service-requests'],
    summary: 'One request with its payload and messages',
    params: RequestParams, responses: { 200: ServiceRequest },
  },
  postServiceRequests: {
    method: 'POST', path: SERVICE_REQUESTS_API.serviceRequests, access: 'session', tags: ['service-requests'],
    summary: 'Create a request as a draft; the payload may be incomplete until submit',
    params: RequestClientParams, body: RequestDraftBody, responses: { 201: ServiceRequest },
  },
  putServiceRequest: {
    method: 'PUT', path: SERVICE_REQUESTS_API.serviceRequest, access: 'session', tags: ['service-requests'],
    summary: 'Replace the payload (and title) while the request is a draft or the firm waits for the client; incomplete is fine',
    params: RequestParams, body: RequestDraftBody, responses: { 200: ServiceRequest },
  },
  postServiceRequestSubmit: {
    method: 'POST', path: SERVICE_REQUESTS_API.serviceRequestSubmit, access: 'session', tags: ['service-requests'],
    summary: 'Send the request to the firm (status WaitingForAnswer) from Draft, WaitingForCorrection or WaitingForClient; 422 lists the rules it breaks',
    params: RequestParams, responses: { 200: ServiceRequest, 422: RuleViolationBody },
  },
  postServiceRequestMessages: {
    method: 'POST', path: SERVICE_REQUESTS_API.serviceRequestMessages, access: 'session', tags: ['service-requests'],
    summary: 'The client writes to the firm in the request\'s thread; answering WaitingForClient or WaitingForCorrection sends it back to the firm (WaitingForAnswer), after the submit checks',
    params: RequestParams, body: RequestMessageBody, responses: { 201: ServiceRequest, 422: RuleViolationBody },
  },
  getRubrics: {
    method: 'GET', path: SERVICE_REQUESTS_API.rubrics, access: 'session', tags: ['service-requests'],
    summary: 'The rubrics the firm publishes for payroll entries (code, description, unit: value or hours)',
    params: RequestClientParams, responses: { 200: RubricList },
  },
  deleteServiceRequest: {
    method: 'DELETE', path: SERVICE_REQUESTS_API.serviceRequest, access: 'session', tags: ['service-requests'],
    summary: 'Discard a draft of the caller\'s own (requests sent to the firm, and other people\'s drafts, stay)',
    params: RequestParams, responses: { 204: NoContent }, errors: ['REQUEST_NOT_FOUND', 'REQUEST_NOT_EDITABLE', 'REQUEST_NOT_YOURS'],
  },
  getEmployees: {
    method: 'GET', path: SERVICE_REQUESTS_API.employees, access: 'session', tags: ['service-requests'],
    summary: 'Employees of the client (pickers and the employee tooltip), by name; search by name or CPF',
    params: RequestClientParams, query: EmployeeListQuery, responses: { 200: EmployeePage },
  },
  getEmployee: {
    method: 'GET', path: SERVICE_REQUESTS_API.employee, access: 'session', tags: ['service-requests'],
    summary: 'One employee (tooltip: name, CPF, hire date, job position)',
    params: EmployeeParams, responses: { 200: Employee },
  },
  getServiceRequestAttachment: {
    method: 'GET', path: SERVICE_REQUESTS_API.attachment, access: 'session', tags: ['service-requests'],
    summary: 'Download a file the firm attached to its reply',
    params: AttachmentParams, responses: { 200: BinaryResponse }, errors: ['ATTACHMENT_NOT_FOUND'],
  },
  getInbox: {
    method: 'GET', path: SERVICE_REQUESTS_API.staffRequests, access: 'staff', tags: ['service-requests-inbox'],
    summary: "The firm's inbox: every client's requests sent to the firm, longest waiting first; filter by status, type, client, assignee and age",
    query: InboxQuery, responses: { 200: InboxPage },
  },
  getInboxRequest: {
    method: 'GET', path: SERVICE_REQUESTS_API.staffRequest, access: 'staff', tags: ['service-requests-inbox'],
    summary: "One request of a client of the firm: the client's form, its rule results and the thread",
    params: StaffRequestParams, responses: { 200: InboxRequest }, errors: ['REQUEST_NOT_FOUND'],
  },
  getInboxAssignees: {
    method: 'GET', path: SERVICE_REQUESTS_API.staffAssignees, access: 'staff', tags: ['service-requests-inbox'],
    summary: "The firm's staff a request may be assigned to, by name",
    responses: { 200: AssigneeList },
  },
  postInboxReply: {
    method: 'POST', path: SERVICE_REQUESTS_API.staffReplies, access: 'staff', tags: ['service-requests-inbox'],
    summary: 'Reply to a request waiting for the firm, with up to three files (status Replied); a refused file keeps nothing',
    params: RequestParams, body: ReplyBody, responses: { 201: InboxRequest }, errors: ['ILLEGAL_TRANSITION', 'ATTACHMENT_REFUSED'],
  },
  postInboxSendBack: {
    method: 'POST', path: SERVICE_REQUESTS_API.staffSendBack, access: 'staff', tags: ['service-requests-inbox'],
    summary: 'Send a request back to the client for correction, with the reason (status WaitingForCorrection)',
    params: RequestParams, body: SendBackBody, responses: { 200: InboxRequest }, errors: ['ILLEGAL_TRANSITION'],
  },
  postInboxStatus: {
    method: 'POST', path: SERVICE_REQUESTS_API.staffStatus, access: 'staff', tags: ['service-requests-inbox'],
    summary: 'Mark a request replied (without a message) or closed',
    params: RequestParams, body: StatusBody, responses: { 200: InboxRequest }, errors: ['ILLEGAL_TRANSITION'],
  },
  putInboxAssignee: {
    method: 'PUT', path: SERVICE_REQUESTS_API.staffAssignee, access: 'staff', tags: ['service-requests-inbox'],
    summary: 'Assign a request to a staff member of the firm, or to no one (null)',
    params: RequestParams, body: AssigneeBody, responses: { 200: InboxRequest }, errors: ['ASSIGNEE_NOT_FOUND'],
  },
  getInboxAttachment: {
    method: 'GET', path: SERVICE_REQUESTS_API.staffAttachment, access: 'staff', tags: ['service-requests-inbox'],
    summary: "Download a file of a request's thread",
    params: AttachmentParams, responses: { 200: BinaryResponse }, errors: ['ATTACHMENT_NOT_FOUND'],
  },
});
