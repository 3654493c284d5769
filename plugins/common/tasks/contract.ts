/**
 * The tasks' API (common.tasks): what the firm asks of a client, its states, and the first kind, the document
 * request. Browser-safe: TypeBox only. One declaration per operation in ENDPOINTS, served by server/ and called
 * with `call(http, ENDPOINTS.x, …)`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BinaryResponse, ClientParams, Id, Input, IsoDate, IsoDateTime, NoContent, NonBlankText } from '@portico/contract/common';
import { defineEndpoints } from '@portico/contract/endpoint';
import { Task, TASK_STATES, TaskParams, type TaskState } from '@portico/contract/tasks';

export { Task, TASK_STATES, TaskParams, type TaskState };

const BASE = '/api/tasks/v1';
export const TASKS_API = {
  tasks: `${BASE}/clients/:clientId/tasks`,
  task: `${BASE}/clients/:clientId/tasks/:taskId`,
  submit: `${BASE}/clients/:clientId/tasks/:taskId/submit`,
  location: `${BASE}/tasks/:taskId/location`,
  documentRequest: `${BASE}/clients/:clientId/document-requests/:taskId`,
  itemFiles: `${BASE}/clients/:clientId/document-requests/:taskId/items/:itemId/files`,
  itemNotApplicable: `${BASE}/clients/:clientId/document-requests/:taskId/items/:itemId/not-applicable`,
  itemTemplate: `${BASE}/clients/:clientId/document-requests/:taskId/items/:itemId/template`,
  staffTasks: `${BASE}/staff/tasks`,
  staffTask: `${BASE}/staff/clients/:clientId/tasks/:taskId`,
  staffAccept: `${BASE}/staff/clients/:clientId/tasks/:taskId/accept`,
  staffSendBack: `${BASE}/staff/clients/:clientId/tasks/:taskId/send-back`,
  staffCancel: `${BASE}/staff/clients/:clientId/tasks/:taskId/cancel`,
  staffDocumentRequests: `${BASE}/staff/clients/:clientId/document-requests`,
  staffDocumentRequest: `${BASE}/staff/clients/:clientId/document-requests/:taskId`,
  staffItemReview: `${BASE}/staff/clients/:clientId/document-requests/:taskId/items/:itemId/review`,
  staffItemTemplate: `${BASE}/staff/clients/:clientId/document-requests/:taskId/items/:itemId/template`,
  staffTemplates: `${BASE}/staff/templates`,
  staffTemplate: `${BASE}/staff/templates/:templateId`,
  staffBulkSends: `${BASE}/staff/bulk-sends`,
  staffBulkSend: `${BASE}/staff/bulk-sends/:batchId`,
  staffClientTags: `${BASE}/staff/client-tags`,
} as const;

/** The kind of the document request, as tasks store it (its plugin's `taskKind`). */
export const DOCUMENT_REQUEST_KIND = 'document-request';


/** The client's list: open (not done nor cancelled), due within DUE_SOON_DAYS, past due, done. */
export const TASK_FILTERS = ['open', 'dueSoon', 'overdue', 'done'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];
export const DUE_SOON_DAYS = 7;

export const TASK_ERROR_CODES = [
  'TASK_NOT_FOUND',
  /** The move is not allowed from the task's state (accepting an open task, submitting a done one). */
  'ILLEGAL_TRANSITION',
  /** The client may change a task only while it is open or in progress. */
  'TASK_NOT_EDITABLE',
  /** Submit found an item with no file and not marked not applicable. */
  'ITEMS_INCOMPLETE',
  /** Accept found an item the firm rejected (send the task back instead). */
  'ITEMS_REJECTED',
  'ITEM_NOT_FOUND',
  /** The item was already accepted: nothing of it changes. */
  'ITEM_ACCEPTED',
  /** A document named is not the client's, was not uploaded for this item, or is not in the item's folder. */
  'DOCUMENT_NOT_FOR_ITEM',
  'FOLDER_NOT_FOUND',
  'TEMPLATE_NOT_FOUND',
  /** A rejection or a send-back without its reason. */
  'REASON_REQUIRED',
  /** ClientCenterHideTasks is on for the firm, or the contact has ClientCenter.AllDocsOnly (spec 000). */
  'TASKS_HIDDEN',
  /** No such task template in the caller's firm. */
  'TASK_TEMPLATE_NOT_FOUND',
  /** The firm has a template of that name already. */
  'TASK_TEMPLATE_NAME_TAKEN',
  /** The kind keeps no templates, or the body is not what the kind creates its tasks from. */
  'TASK_TEMPLATE_INVALID',
  /** The firm keeps MAX_TEMPLATES templates already. */
  'TASK_TEMPLATE_LIMIT',
  /** A bulk send names its clients or a tag, one of the two. */
  'BULK_AUDIENCE_REQUIRED',
  /** No client of the firm carries the tag, or a client named is not the firm's. */
  'BULK_AUDIENCE_EMPTY',
  /** The tag reaches more than MAX_BULK_CLIENTS clients. */
  'BULK_TOO_MANY',
  'BULK_SEND_NOT_FOUND',
] as const;
export type TaskErrorCode = (typeof TASK_ERROR_CODES)[number];

/** The metadata keys an upload for an item carries (documents' `taskMetadata`): they tie the document to the item. */
export const TASK_METADATA = { task: 'taskId', item: 'taskItemId' } as const;

const Reason = NonBlankText(500);

export const TaskList = Type.Object({ items: Type.Array(Task) });
export const TaskQuery = Input({
  filter: Type.Optional(Type.Union(TASK_FILTERS.map((f) => Type.Literal(f)), { default: 'open' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Words of the title' })),
});
export const TaskLocationParams = Input({ taskId: Id });
export const TaskLocation = Type.Object({ taskId: Type.String(), clientId: Type.String(), kind: Type.String() });

const ITEM_STATES = ['pending', 'provided', 'not_applicable', 'accepted', 'rejected'] as const;
export type ItemState = (typeof ITEM_STATES)[number];
export const ItemParams = Input({ clientId: Id, taskId: Id, itemId: Id });

export const RequestItem = Type.Object({
  id: Type.String(),
  description: Type.String(),
  dueDate: Type.Union([IsoDate, Type.Null()]),
  folder: Type.Object({ id: Type.String(), name: Type.String() }),
  template: Type.Union([Type.Object({ name: Type.String(), size: Type.Integer() }), Type.Null()]),
  state: Type.Union(ITEM_STATES.map((s) => Type.Literal(s))),
  /** The client's reason for "not applicable". */
  notApplicableReason: Type.Union([Type.String(), Type.Null()]),
  /** The firm's reason when it rejected the item. */
  rejectedReason: Type.Union([Type.String(), Type.Null()]),
  files: Type.Array(Type.Object({ documentId: Type.String(), name: Type.String(), size: Type.Integer(), addedAt: IsoDateTime })),
});
export const DocumentRequest = Type.Object({ task: Task, items: Type.Array(RequestItem) });

export const AttachFiles = Input({ documentIds: Type.Array(Id, { minItems: 1, maxItems: 20 }) });
export const NotApplicable = Input({ reason: Reason });

export const StaffTask = Type.Composite([Task, Type.Object({ clientName: Type.String() })]);
export const StaffTaskList = Type.Object({ items: Type.Array(StaffTask) });
export const StaffTaskQuery = Input({
  state: Type.Optional(Task.properties.state),
  clientId: Type.Optional(Id),
  q: Type.Optional(Type.String({ maxLength: 100, description: "Words of the title or the client's name" })),
});
export const StaffDocumentRequest = Type.Object({ task: StaffTask, items: Type.Array(RequestItem) });

export const MAX_ITEMS = 30;
export const NewDocumentRequest = Input({
  title: NonBlankText(200),
  dueDate: Type.Optional(IsoDate),
  items: Type.Array(Input({
    description: NonBlankText(300),
    dueDate: Type.Optional(IsoDate),
    /** The folder the uploads land in; the client's upload folder without one. */
    containerId: Type.Optional(Id),
  }), { minItems: 1, maxItems: MAX_ITEMS }),
});
export const SendBack = Input({ reason: Reason });
export const Cancel = Input({ reason: Type.Optional(Type.String({ maxLength: 500 })) });
export const ItemReview = Input({
  decision: Type.Union([Type.Literal('accept'), Type.Literal('reject')]),
  reason: Type.Optional(Type.String({ maxLength: 500, description: 'Required to reject' })),
});
/**
 * A task template: a named task of the firm, kept to send again (the yearly organizer). Its body is what the kind
 * creates its tasks from (a document request's title and items, a questionnaire's questions), checked on save
 * against the kind's own schema; its screen fills its form with it, editable before sending.
 */
export const MAX_TEMPLATES = 500;
export const TaskKindName = Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z]+(-[a-z]+)*$' });
export const TemplateBody = Type.Record(Type.String({ maxLength: 50 }), Type.Unknown(), {
  maxProperties: 20, description: "The kind's new task, as its create operation takes it (without what names one client's rows: folders)",
});
/** Where tasks sent in bulk stand: still the client's (open or in progress), with the firm (submitted), done, cancelled. */
export const BatchProgress = Type.Object({ open: Type.Integer(), submitted: Type.Integer(), done: Type.Integer(), cancelled: Type.Integer() });
export const TaskTemplateSummary = Type.Object({
  id: Type.String(), kind: Type.String(), name: Type.String(), createdAt: IsoDateTime, updatedAt: IsoDateTime,
});
export const TaskTemplate = Type.Composite([TaskTemplateSummary, Type.Object({ body: TemplateBody })]);
/** Where a template's tasks stand: those its bulk sends created, over all its sends. */
export const TaskTemplateLine = Type.Composite([TaskTemplateSummary, Type.Object({ sent: Type.Integer(), progress: BatchProgress })]);
export const TaskTemplateList = Type.Object({ items: Type.Array(TaskTemplateLine) });
export const TaskTemplateQuery = Input({ kind: Type.Optional(TaskKindName) });
export const TaskTemplateParams = Input({ templateId: Id });
export const NewTaskTemplate = Input({ kind: TaskKindName, name: NonBlankText(100), body: TemplateBody });
export const RenameTaskTemplate = Input({ name: NonBlankText(100) });
/** A document request as a template keeps its title, due dates and items, not the client's folders. */
export const DocumentRequestTemplate = Input({
  title: NonBlankText(200),
  dueDate: Type.Optional(IsoDate),
  items: Type.Array(Input({ description: NonBlankText(300), dueDate: Type.Optional(IsoDate) }), { minItems: 1, maxItems: MAX_ITEMS }),
});

/**
 * A bulk send: one template's task for many clients at once (the chosen ones, or every client of the firm with a
 * tag), created by a queued job, one task per client however often the job runs; its answer is its progress.
 */
export const MAX_BULK_CLIENTS = 5000;
export const BULK_STATES = ['queued', 'running', 'done'] as const;
export const NewBulkSend = Input({
  templateId: Id,
  clientIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: MAX_BULK_CLIENTS })),
  tag: Type.Optional(NonBlankText(100)),
});
export const BulkSendSummary = Type.Object({
  id: Type.String(), templateId: Type.Union([Type.String(), Type.Null()]), name: Type.String(), kind: Type.String(), title: Type.String(),
  tag: Type.Union([Type.String(), Type.Null()]), createdAt: IsoDateTime,
  state: Type.Union(BULK_STATES.map((s) => Type.Literal(s))),
  /** Clients asked, tasks created so far, clients that failed. */
  total: Type.Integer(), created: Type.Integer(), failed: Type.Integer(),
  progress: BatchProgress,
});
export const BulkSend = Type.Composite([BulkSendSummary, Type.Object({
  failures: Type.Array(Type.Object({ clientId: Type.String(), clientName: Type.String(), code: Type.String() })),
})]);
export const BulkSendList = Type.Object({ items: Type.Array(BulkSendSummary) });
export const BulkSendParams = Input({ batchId: Id });
export const ClientTags = Type.Object({ tags: Type.Array(Type.Object({ tag: Type.String(), clients: Type.Integer() })) });

/** A template is a PDF kept with its item, up to this size. */
export const MAX_TEMPLATE_BYTES = 5 * 1024 * 1024;

export type TaskList = Static<typeof TaskList>;
export type TaskQuery = Static<typeof TaskQuery>;
export type RequestItem = Static<typeof RequestItem>;
export type DocumentRequest = Static<typeof DocumentRequest>;
export type StaffTask = Static<typeof StaffTask>;
export type StaffTaskQuery = Static<typeof StaffTaskQuery>;
export type StaffDocumentRequest = Static<typeof StaffDocumentRequest>;
export type NewDocumentRequest = Static<typeof NewDocumentRequest>;
export type TaskTemplateSummary = Static<typeof TaskTemplateSummary>;
export type TaskTemplate = Static<typeof TaskTemplate>;
export type TaskTemplateLine = Static<typeof TaskTemplateLine>;
export type DocumentRequestTemplate = Static<typeof DocumentRequestTemplate>;
export type BulkSend = Static<typeof BulkSend>;
export type BulkSendSummary = Static<typeof BulkSendSummary>;
export type BatchProgress = Static<typeof BatchProgress>;

const TAGS = ['tasks'];
const STAFF_TAGS = ['tasks-staff'];

export const ENDPOINTS = defineEndpoints({
  getTasks: {
    method: 'GET', path: TASKS_API.tasks, access: 'session', tags: TAGS,
    summary: 'The tasks the firm asks of the client: open (the default), due soon, overdue or done; soonest due first',
    params: ClientParams, query: TaskQuery, responses: { 200: TaskList },
  },
  getTask: {
    method: 'GET', path: TASKS_API.task, access: 'session', tags: TAGS,
    summary: 'One task of the client', params: TaskParams, responses: { 200: Task }, errors: ['TASK_NOT_FOUND'],
  },
  postTaskSubmit: {
    method: 'POST', path: TASKS_API.submit, access: 'session', tags: TAGS,
    summary: 'Hand the task to the firm (in progress → submitted); every part must be answered',
    params: TaskParams, responses: { 200: Task }, errors: ['TASK_NOT_FOUND', 'ILLEGAL_TRANSITION', 'ITEMS_INCOMPLETE'],
  },
  getTaskLocation: {
    method: 'GET', path: TASKS_API.location, access: 'session', tags: TAGS,
    summary: "The client company and kind of a task of one of the caller's companies (the mobile host names tasks by id)",
    params: TaskLocationParams, responses: { 200: TaskLocation }, errors: ['TASK_NOT_FOUND'],
  },
  getDocumentRequest: {
    method: 'GET', path: TASKS_API.documentRequest, access: 'session', tags: TAGS,
    summary: 'A document request: its items, their folders, templates and files', params: TaskParams,
    responses: { 200: DocumentRequest }, errors: ['TASK_NOT_FOUND'],
  },
  postDocumentRequestFiles: {
    method: 'POST', path: TASKS_API.itemFiles, access: 'session', tags: TAGS,
    summary: "Give an item the documents uploaded for it (uploads carrying the item's taskMetadata, in its folder)",
    params: ItemParams, body: AttachFiles, responses: { 200: DocumentRequest },
    errors: ['TASK_NOT_FOUND', 'ITEM_NOT_FOUND', 'TASK_NOT_EDITABLE', 'ITEM_ACCEPTED', 'DOCUMENT_NOT_FOR_ITEM'],
  },
  postDocumentRequestNotApplicable: {
    method: 'POST', path: TASKS_API.itemNotApplicable, access: 'session', tags: TAGS,
    summary: 'Mark an item not applicable, with the reason (its files stay)', params: ItemParams, body: NotApplicable,
    responses: { 200: DocumentRequest }, errors: ['TASK_NOT_FOUND', 'ITEM_NOT_FOUND', 'TASK_NOT_EDITABLE', 'ITEM_ACCEPTED'],
  },
  getDocumentRequestTemplate: {
    method: 'GET', path: TASKS_API.itemTemplate, access: 'session', tags: TAGS,
    summary: "Download an item's template, the PDF the firm attached", params: ItemParams,
    responses: { 200: BinaryResponse }, errors: ['TASK_NOT_FOUND', 'ITEM_NOT_FOUND', 'TEMPLATE_NOT_FOUND'],
  },
  getStaffTasks: {
    method: 'GET', path: TASKS_API.staffTasks, access: 'staff', tags: STAFF_TAGS,
    summary: "Tasks of the firm's clients with their progress, submitted first, then soonest due",
    query: StaffTaskQuery, responses: { 200: StaffTaskList },
  },
  getStaffTask: {
    method: 'GET', path: TASKS_API.staffTask, access: 'staff', tags: STAFF_TAGS,
    summary: "One task of a client of the firm", params: TaskParams, responses: { 200: StaffTask }, errors: ['TASK_NOT_FOUND'],
  },
  postStaffTaskAccept: {
    method: 'POST', path: TASKS_API.staffAccept, access: 'staff', tags: STAFF_TAGS,
    summary: 'Accept a submitted task (submitted → done); a document request accepts its items not yet reviewed',
    params: TaskParams, responses: { 200: StaffTask }, errors: ['TASK_NOT_FOUND', 'ILLEGAL_TRANSITION', 'ITEMS_REJECTED'],
  },
  postStaffTaskSendBack: {
    method: 'POST', path: TASKS_API.staffSendBack, access: 'staff', tags: STAFF_TAGS,
    summary: 'Send a submitted task back to the client with the reason (submitted → in progress)',
    params: TaskParams, body: SendBack, responses: { 200: StaffTask }, errors: ['TASK_NOT_FOUND', 'ILLEGAL_TRANSITION'],
  },
  postStaffTaskCancel: {
    method: 'POST', path: TASKS_API.staffCancel, access: 'staff', tags: STAFF_TAGS,
    summary: 'Cancel a task that is not done', params: TaskParams, body: Cancel, responses: { 200: StaffTask },
    errors: ['TASK_NOT_FOUND', 'ILLEGAL_TRANSITION'],
  },
  postStaffDocumentRequest: {
    method: 'POST', path: TASKS_API.staffDocumentRequests, access: 'staff', tags: STAFF_TAGS,
    summary: 'Ask a client of the firm for documents: named items, each with its due date and target folder',
    params: ClientParams, body: NewDocumentRequest, responses: { 201: StaffDocumentRequest }, errors: ['FOLDER_NOT_FOUND'],
  },
  getStaffDocumentRequest: {
    method: 'GET', path: TASKS_API.staffDocumentRequest, access: 'staff', tags: STAFF_TAGS,
    summary: 'A document request of a client of the firm, with what the client gave', params: TaskParams,
    responses: { 200: StaffDocumentRequest }, errors: ['TASK_NOT_FOUND'],
  },
  postStaffItemReview: {
    method: 'POST', path: TASKS_API.staffItemReview, access: 'staff', tags: STAFF_TAGS,
    summary: 'Accept or reject (with the reason) what the client gave for an item; a rejected item keeps its files',
    params: ItemParams, body: ItemReview, responses: { 200: StaffDocumentRequest },
    errors: ['TASK_NOT_FOUND', 'ITEM_NOT_FOUND', 'ILLEGAL_TRANSITION', 'REASON_REQUIRED'],
  },
  postStaffItemTemplate: {
    method: 'POST', path: TASKS_API.staffItemTemplate, access: 'staff', tags: STAFF_TAGS,
    summary: `Attach a template to an item: one PDF (multipart "file" part) of up to ${MAX_TEMPLATE_BYTES} bytes, replacing any earlier one`,
    params: ItemParams, responses: { 200: StaffDocumentRequest }, consumes: ['multipart/form-data'],
    errors: ['TASK_NOT_FOUND', 'ITEM_NOT_FOUND', 'TASK_NOT_EDITABLE', 'FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_CONTENT_MISMATCH'],
  },
  getStaffTaskTemplates: {
    method: 'GET', path: TASKS_API.staffTemplates, access: 'staff', tags: STAFF_TAGS,
    summary: "The firm's task templates, by name; of one kind with ?kind", query: TaskTemplateQuery, responses: { 200: TaskTemplateList },
  },
  postStaffTaskTemplate: {
    method: 'POST', path: TASKS_API.staffTemplates, access: 'staff', tags: STAFF_TAGS,
    summary: `Save a task as a named template of the firm (at most ${MAX_TEMPLATES}); the body must be what its kind creates tasks from`,
    body: NewTaskTemplate, responses: { 201: TaskTemplate }, errors: ['TASK_TEMPLATE_NAME_TAKEN', 'TASK_TEMPLATE_INVALID', 'TASK_TEMPLATE_LIMIT'],
  },
  getStaffTaskTemplate: {
    method: 'GET', path: TASKS_API.staffTemplate, access: 'staff', tags: STAFF_TAGS,
    summary: 'One task template of the firm with its body, to fill a new task', params: TaskTemplateParams,
    responses: { 200: TaskTemplate }, errors: ['TASK_TEMPLATE_NOT_FOUND'],
  },
  patchStaffTaskTemplate: {
    method: 'PATCH', path: TASKS_API.staffTemplate, access: 'staff', tags: STAFF_TAGS,
    summary: 'Rename a task template of the firm', params: TaskTemplateParams, body: RenameTaskTemplate,
    responses: { 200: TaskTemplate }, errors: ['TASK_TEMPLATE_NOT_FOUND', 'TASK_TEMPLATE_NAME_TAKEN'],
  },
  deleteStaffTaskTemplate: {
    method: 'DELETE', path: TASKS_API.staffTemplate, access: 'staff', tags: STAFF_TAGS,
    summary: 'Delete a task template of the firm (tasks made from it stay)', params: TaskTemplateParams,
    responses: { 204: NoContent }, errors: ['TASK_TEMPLATE_NOT_FOUND'],
  },
  getStaffClientTags: {
    method: 'GET', path: TASKS_API.staffClientTags, access: 'staff', tags: STAFF_TAGS,
    summary: "The tags the firm gives its clients, with how many carry each (a bulk send's audience)", responses: { 200: ClientTags },
  },
  postStaffBulkSend: {
    method: 'POST', path: TASKS_API.staffBulkSends, access: 'staff', tags: STAFF_TAGS,
    summary: `Send a template's task to many clients at once: the chosen ones or every client with a tag (at most ${MAX_BULK_CLIENTS}); a queued job creates one task per client`,
    body: NewBulkSend, responses: { 202: BulkSend },
    errors: ['TASK_TEMPLATE_NOT_FOUND', 'TASK_TEMPLATE_INVALID', 'BULK_AUDIENCE_REQUIRED', 'BULK_AUDIENCE_EMPTY', 'BULK_TOO_MANY'],
  },
  getStaffBulkSends: {
    method: 'GET', path: TASKS_API.staffBulkSends, access: 'staff', tags: STAFF_TAGS,
    summary: "The firm's bulk sends, newest first, each with how many of its tasks are open, submitted and done", responses: { 200: BulkSendList },
  },
  getStaffBulkSend: {
    method: 'GET', path: TASKS_API.staffBulkSend, access: 'staff', tags: STAFF_TAGS,
    summary: 'One bulk send: n of m created, the clients that failed and why, where its tasks stand', params: BulkSendParams,
    responses: { 200: BulkSend }, errors: ['BULK_SEND_NOT_FOUND'],
  },
});
