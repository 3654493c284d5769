import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { formatDate, TOKENS, useClientQuery, useKernel, useSerialWrite } from '@portico/plugin';
import { type FieldConfig, type FieldState, type Form, useForm } from '@portico/toolkit/forms';
import { EDITABLE_REQUEST_STATUSES, isBlankPayload, type RequestPayloads, type RequestType, type ServiceRequest } from '../contract';
import { firstViolationPerField, ruleViolations, type RuleContext, type RuleViolation } from '../rules';
import { todayInSaoPaulo } from '../rules/dates';
import { requestsApi, RequestApiError, type RequestsApi } from './api';
import { getPath, setPath, textCodec, type FieldCodec } from './codecs';

/** Autosave waits this long after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 800;
export const NAMESPACE = 'br.service-requests';
const noHolidays = () => false;

export interface RequestFieldConfig extends FieldConfig {
  /** Text ↔ payload value; plain trimmed text when absent. Field names are payload paths ("address.zipCode"). */
  codec?: FieldCodec;
}

/** Payload parts a form keeps outside its fields (the payroll grid's lines). */
export interface DraftExtra {
  value: Record<string, unknown>;
  load(payload: Record<string, unknown>): void;
}

export interface DraftOptions {
  extra?: DraftExtra;
  /** What the rules need beyond today and holidays: the employee concerned, the firm's rubrics. */
  ruleContext?: Pick<RuleContext, 'employee' | 'rubrics'>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The text of a rule's message for the toolkit's FormField (i18next nesting carries the parameters). A date a rule
 * names (the anniversary an acquisition period starts on) reads in the reader's order.
 */
export function ruleMessageKey(violation: Pick<RuleViolation, 'code' | 'params'>, language: string): string {
  const key = `${NAMESPACE}:rules.${violation.code}`;
  if (!violation.params) return key;
  const params = Object.fromEntries(Object.entries(violation.params)
    .map(([name, value]) => [name, typeof value === 'string' && ISO_DATE.test(value) ? formatDate(value, language) : value]));
  return `$t(${key}, ${JSON.stringify(params)})`;
}

export type DraftStatus = 'loading' | 'ready' | 'loadFailed';

export interface RequestDraft<F extends string> {
  type: RequestType;
  form: Form<F>;
  status: DraftStatus;
  request: ServiceRequest | null;
  readOnly: boolean;
  saving: boolean;
  /** The payload as the fields and extras make it now. */
  payload: Record<string, unknown>;
  /** Client rule violations plus the server's from the last submit (until the payload changes). */
  violations: RuleViolation[];
  /** The toolkit field with its first failing message: the field's validators, then the domain rules. */
  field(name: F): FieldState;
  violationAt(path: string): RuleViolation | undefined;
  /** A rule's message key in the reader's language (ruleMessageKey). */
  ruleMessage(violation: Pick<RuleViolation, 'code' | 'params'>): string;
  submit(): Promise<boolean>;
  /** The last failed call's code (translated as errors.<code>). */
  error: string | null;
  retry(): void;
  api: RequestsApi | null;
}

const readOnlyOf = (request: ServiceRequest | null) => request !== null && !EDITABLE_REQUEST_STATUSES.includes(request.status);

/**
 * The frame of a request form: loads the draft named by `?id=` (or starts a new one once something is typed),
 * saves as the person types, applies the domain rules to the fields, and submits to the firm.
 */
export function useRequestDraft<F extends string>(type: RequestType, fields: Record<F, RequestFieldConfig>, options: DraftOptions = {}): RequestDraft<F> {
  const kernel = useKernel();
  const { i18n } = useTranslation();
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const api = useMemo(() => (activeClientId ? requestsApi(kernel.get(TOKENS.Http), activeClientId) : null), [kernel, activeClientId]);
  const form = useForm(fields);
  const [location, navigate] = useLocation();
  const requestId = new URLSearchParams(useSearch()).get('id');

  const [request, setRequest] = useState<ServiceRequest | null>(null);
  const [submitting, setSubmitting] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [serverViolations, setServerViolations] = useState<RuleViolation[]>([]);

  const names = Object.keys(fields) as F[];
  const { extra } = options;
  const payload = useMemo(() => {
    const result: Record<string, unknown> = {};
    for (const name of names) setPath(result, name, (fields[name].codec ?? textCodec).toPayload(form.values[name]));
    return { ...result, ...extra?.value };
    // `fields` is rebuilt each render with the same codecs; the values drive this.
  }, [form.values, extra?.value]);
  const payloadJson = JSON.stringify(payload);

  // The saved payload and the id once created; the draft whose stored payload is in the fields.
  const saved = useRef<{ json: string; id: string | null }>({ json: JSON.stringify({}), id: requestId });
  const [shownId, setShownId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The draft named by ?id=, read afresh each time the form opens (a draft this form created is already shown).
  const mustLoad = requestId !== null && requestId !== shownId;
  const load = useClientQuery(['br.service-requests', 'draft', requestId], () => api!.get(requestId!), { enabled: mustLoad && api !== null, keep: false });
  const loaded = load.status === 'loaded' ? load.data : null;
  useEffect(() => {
    if (!loaded || !mustLoad || loaded.id !== requestId) return;
    const loadedPayload = loaded.payload as Record<string, unknown>;
    form.reset(Object.fromEntries(names.map((n) => [n, (fields[n].codec ?? textCodec).toText(getPath(loadedPayload, n))])) as Partial<Record<F, string>>);
    extra?.load(loadedPayload);
    setRequest(loaded);
    setShownId(loaded.id);
  }, [loaded, mustLoad, requestId]);
  useEffect(() => {
    if (load.status === 'failed') setError(load.code);
  }, [load.status]);
  const status: DraftStatus = !mustLoad ? 'ready' : load.status === 'failed' ? 'loadFailed' : 'loading';

  // What the server holds after a load is the baseline; only changes after it are saved.
  useEffect(() => {
    if (status === 'ready' && request) saved.current = { json: payloadJson, id: request.id };
  }, [status, request?.id]);

  // Saves go out one after another, each the whole payload; one still queued behind a newer one is skipped (the
  // newer one carries it), so the latest payload asked for is the one the server keeps.
  const latest = useRef<string | null>(null);
  const write = useSerialWrite(['br.service-requests', 'draft-save', activeClientId], async (json: string) => {
    if (!api || json === saved.current.json || json !== latest.current) return;
    const body = { type, payload: JSON.parse(json) as Record<string, unknown> };
    // A draft exists once the client has typed something: an opened form, or an empty group (the address), is none.
    if (!saved.current.id && isBlankPayload(body.payload)) return;
    const result = saved.current.id ? await api.update(saved.current.id, body) : await api.create(body);
    if (!saved.current.id) {
      setShownId(result.id);
      navigate(`${location}?id=${result.id}`, { replace: true });
    }
    saved.current = { json, id: result.id };
    setRequest(result);
    setError(null);
  });
  const { run } = write;
  const save = useCallback(
    (json: string) => {
      latest.current = json;
      return run(json).catch((failure: unknown) => setError((failure as RequestApiError).code));
    },
    [run],
  );

  const readOnly = readOnlyOf(request);
  useEffect(() => {
    if (status !== 'ready' || readOnly || payloadJson === saved.current.json) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(payloadJson), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [payloadJson, status, readOnly, save]);

  // A changed payload makes the server's last verdict stale.
  useEffect(() => setServerViolations([]), [payloadJson]);

  // date-holidays does not bundle for the browser (moment-timezone's JSON): holidays are the server's part of
  // the rules, answered on submit with the same codes; the weekly rest and every other rule show while typing.
  const ctx = useMemo<RuleContext>(() => ({ today: todayInSaoPaulo(), isHoliday: noHolidays, ...options.ruleContext }), [options.ruleContext]);
  const clientViolations = useMemo(
    () => ruleViolations(type, payload as Partial<RequestPayloads[RequestType]>, ctx),
    [type, payloadJson, ctx],
  );
  const violations = useMemo(() => [...serverViolations, ...clientViolations], [serverViolations, clientViolations]);
  const byField = useMemo(() => firstViolationPerField(violations), [violations]);

  const field = useCallback((name: F): FieldState => {
    const base = form.field(name);
    const rule = byField.get(name);
    return { ...base, visibleError: base.visibleError ?? (base.dirty && rule ? ruleMessageKey(rule, i18n.language) : null) };
  }, [form, byField, i18n.language]);

  const submit = useCallback(async () => {
    form.touchAll();
    if (!api || readOnly) return false;
    clearTimeout(timer.current);
    await save(payloadJson);
    // What the form already knows to be wrong is shown at once, without asking the server.
    if (!form.valid || clientViolations.length) {
      setError('RULE_VIOLATION');
      return false;
    }
    const id = saved.current.id;
    if (!id) return false;
    try {
      setSubmitting((n) => n + 1);
      setRequest(await api.submit(id));
      setError(null);
      return true;
    } catch (failure) {
      const { code, violations: found } = failure as RequestApiError;
      setServerViolations(found);
      setError(code);
      return false;
    } finally {
      setSubmitting((n) => n - 1);
    }
  }, [api, readOnly, save, payloadJson, form, clientViolations]);

  return {
    type, form, status, request, readOnly, saving: write.pending || submitting > 0, payload, violations, field,
    violationAt: (path) => byField.get(path),
    ruleMessage: (violation) => ruleMessageKey(violation, i18n.language),
    submit, error, retry: load.retry, api,
  };
}
