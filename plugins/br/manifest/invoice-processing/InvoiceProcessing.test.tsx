import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The shared two-core machine is slow; these tests render the whole screen.
const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };
import { TOKENS } from '@portico/plugin';
import { createTestKernel, errorReply, fakeApi, type FakeRequest, renderPlugin, reply } from '@portico/plugin/testing';
import { MANIFEST_API, type ManifestClient, type ManifestDocument, type ManifestEvent, type ManifestSubmission, type RegisterEventRequest } from '../contract';
import feature from '../feature';
import invoiceProcessing from './manifest';
import { uploadWrongThenRightPassword } from '../certificates/test-upload-form';

const DAY = 86_400_000;
const iso = (daysFromToday: number) => new Date(Date.now() + daysFromToday * DAY).toISOString().slice(0, 10);

function doc(n: number, over: Partial<ManifestDocument> & { authorisedDaysAgo: number }): ManifestDocument {
  const { authorisedDaysAgo, ...rest } = over;
  return {
    id: `d${n}`, clientId: 'c1', accessKey: `3526011234567800019955001000000${String(n).padStart(3, '0')}1300000${String(n).padStart(3, '0')}`.slice(0, 44),
    number: String(50_000 + n), series: '1', emitterCnpj: '45823691000108', emitterName: `Fornecedor ${n} Ltda`,
    issuedAt: iso(-authorisedDaysAgo), authorizedAt: new Date(Date.now() - authorisedDaysAgo * DAY).toISOString(), amountCents: 123_456 + n,
    status: 'Pending', nfeStatus: 'Authorized', cienciaDeadline: iso(10 - authorisedDaysAgo), conclusiveDeadline: iso(180 - authorisedDaysAgo),
    xmlAvailable: false, ...rest,
  };
}

const DOCS = [
  doc(1, { authorisedDaysAgo: 2 }),
  doc(2, { authorisedDaysAgo: 8 }),
  doc(3, { authorisedDaysAgo: 20, status: 'Confirmed', xmlAvailable: true }),
  doc(4, { authorisedDaysAgo: 25, nfeStatus: 'Cancelled' }),
];
const CLIENT: ManifestClient = {
  clientId: 'c1', clientName: 'Padaria Pão Quente Ltda', cnpj: '11222333000181',
  certificate: { holder: 'PADARIA PAO QUENTE LTDA', cnpj: '11222333000181', serialNumber: '5A3F', validFrom: iso(-200), validUntil: iso(165), expired: false },
  sending: 'ready', environment: 'production',
  certificateUpload: false,
};

/** What the stand-in tax authority answers a queued event with, once the screen has read it queued `queuedReads` times. */
type Answer = { cStat: 135 } | { cStat: 596; xMotivo: string };
interface Setup {
  ready?: boolean; docs?: ManifestDocument[]; client?: ManifestClient; grants?: string[]; events?: Record<string, ManifestEvent[]>; listError?: string;
  answer?: Answer; queuedReads?: number;
}

async function setup({ ready = true, docs = DOCS, client = CLIENT, grants = ['BRAtendimento.ManifestoReview'], events = {}, listError, answer = { cStat: 135 }, queuedReads = 0 }: Setup = {}) {
  const state = new Map(docs.map((d) => [d.accessKey, { ...d }]));
  const history = new Map(Object.entries(events));
  const submissions = new Map<string, ManifestSubmission[]>();
  let reads = 0;
  let protocol = 352600000000000;
  /** The job's work: a queued event answered by the tax authority, registered (135) or refused. */
  const answerQueued = (key: string) => {
    const list = submissions.get(key) ?? [];
    const queued = list.find((s) => s.state === 'Queued');
    if (!queued || reads++ < queuedReads) return;
    if (answer.cStat !== 135) {
      Object.assign(queued, { state: 'Rejected', cStat: answer.cStat, reason: answer.xMotivo });
      return;
    }
    submissions.set(key, list.filter((s) => s !== queued));
    const d = state.get(key)!;
    const status = ({ 210200: 'Confirmed', 210210: 'Aware', 210220: 'Unknown', 210240: 'NotPerformed' } as const)[queued.code];
    state.set(key, { ...d, status, xmlAvailable: d.xmlAvailable || queued.code === 210210 || queued.code === 210200 });
    history.set(key, [...(history.get(key) ?? []), {
      id: `e${protocol}`, code: queued.code, name: String(queued.code), sequence: queued.sequence,
      justification: null, protocol: String(++protocol), registeredAt: new Date().toISOString(),
    }]);
  };
  const api = fakeApi({
    [`GET ${MANIFEST_API.manifestDocuments}`]: (req: FakeRequest) => {
      if (listError) return errorReply(403, listError);
      const items = [...state.values()].filter((d) => !req.query.get('pendingOnly') || (['Pending', 'Aware'].includes(d.status) && d.nfeStatus === 'Authorized'))
        .filter((d) => !req.query.get('nfeStatus') || d.nfeStatus === req.query.get('nfeStatus'));
      return { items, totalItems: items.length, startIndex: 0, itemsPerPage: 500, nextCursor: null };
    },
    [`GET ${MANIFEST_API.manifestClients}`]: () => ({ items: [client], totalItems: 1 }),
    [`GET ${MANIFEST_API.manifestEvents}`]: (req) => {
      const key = req.params.accessKey!;
      answerQueued(key);
      return { items: history.get(key) ?? [], submissions: submissions.get(key) ?? [], status: state.get(key)!.status };
    },
    [`POST ${MANIFEST_API.manifestEvents}`]: (req) => {
      const body = req.body as RegisterEventRequest;
      const text = body.justification?.trim() ?? '';
      if (body.code === 210240 && (text.length < 15 || text.length > 255)) return errorReply(400, 'NFE_JUSTIFICATION_LENGTH');
      const d = state.get(req.params.accessKey!)!;
      const submission: ManifestSubmission = {
        id: `s${Math.random()}`, code: body.code, name: String(body.code),
        sequence: (history.get(d.accessKey) ?? []).filter((e) => e.code === body.code).length + 1, state: 'Queued',
        requestedAt: new Date().toISOString(), attempts: 0, lastError: null, cStat: null, reason: null, protocol: null, registeredAt: null,
      };
      submissions.set(d.accessKey, [...(submissions.get(d.accessKey) ?? []), submission]);
      return reply(202, { submission, document: d });
    },
    // The company's own A1 upload: the server's checks, here a password that opens it or not.
    [`PUT ${MANIFEST_API.clientCertificate}`]: (req) => ((req.body as { password: string }).password === 'certa' ? {
      holder: 'PADARIA PAO QUENTE LTDA', cnpj: '11222333000181', serialNumber: 'AB', validFrom: iso(-1), validUntil: iso(365), expired: false, usable: true,
      uploadedAt: new Date().toISOString(),
    } : errorReply(400, 'CERTIFICATE_PASSWORD_WRONG')),
  });
  const kernel = await createTestKernel({ plugins: [feature], api, grants });
  kernel.get(TOKENS.Clients).setActive('c1');
  renderPlugin(invoiceProcessing, { kernel });
  if (ready) await screen.findByRole('grid', { name: 'Received NF-e' }, WAIT);
  return { api, kernel, posts: () => api.calls.filter((c) => c.method === 'POST').map((c) => [c.params.accessKey, c.body]) };
}

const rowOf = (text: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(text))!;

describe('Invoice processing (br.manifest/invoice-processing)', SLOW, () => {
  it('lists the received NF-e with issuer, value, statuses, the countdown and summary or full XML', async () => {
    await setup();
    const first = rowOf('Fornecedor 1 Ltda');
    expect(within(first).getByText('45.823.691/0001-08')).toBeInTheDocument();
    expect(within(first).getByText('50001 / 1')).toBeInTheDocument();
    expect(within(first).getByText('8 days (Ciência)')).toBeInTheDocument();
    expect(within(first).getByText('Summary')).toBeInTheDocument();
    expect(within(rowOf('Fornecedor 2 Ltda')).getByText('2 days (Ciência)')).toBeInTheDocument();
    const confirmed = rowOf('Fornecedor 3 Ltda');
    expect(within(confirmed).getByText('Confirmed')).toBeInTheDocument();
    expect(within(confirmed).getByText('Full')).toBeInTheDocument();
    expect(within(rowOf('Fornecedor 4 Ltda')).getByText('Cancelled')).toBeInTheDocument();
    // The certificate's holder and expiry, without a warning (165 days left).
    expect(screen.getByText('PADARIA PAO QUENTE LTDA')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the list once on opening: the filters\' delayed update does not ask again or blink', async () => {
    const { api } = await setup();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === MANIFEST_API.manifestDocuments)).toHaveLength(1);
    expect(screen.getByRole('grid', { name: 'Received NF-e' })).toBeInTheDocument();
  });

  it('asks the server with the pending tab and the filters (open where there is room: no Filters button)', async () => {
    const { api } = await setup();
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Filters' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('pendingOnly')).toBe('true'), WAIT);
    await waitFor(() => expect(screen.queryByText('Fornecedor 3 Ltda')).not.toBeInTheDocument(), WAIT);
    await user.selectOptions(screen.getByLabelText('NF-e status'), 'Authorized');
    fireEvent.change(screen.getByLabelText('Issue month'), { target: { value: '02/2026' } });
    await user.type(screen.getByLabelText('Due within (days)'), '5');
    await user.type(screen.getByLabelText('Issuer (name or CNPJ)'), 'Fornecedor');
    await waitFor(() => {
      const q = api.calls.filter((c) => c.path === MANIFEST_API.manifestDocuments).at(-1)!.query;
      expect(Object.fromEntries(q)).toEqual({
        clientId: 'c1', itemsPerPage: '500', from: '2026-02-01', to: '2026-02-28', nfeStatus: 'Authorized', emitter: 'Fornecedor', dueWithinDays: '5', pendingOnly: 'true',
      });
    }, WAIT);
  });

  it('registers Ciência for the selected NF-e only after the acknowledgement', async () => {
    const { posts } = await setup();
    const user = userEvent.setup();
    // Rows that cannot take Ciência (confirmed, cancelled) cannot be selected.
    expect(within(rowOf('Fornecedor 3 Ltda')).getByRole('checkbox')).toBeDisabled();
    await user.click(within(rowOf('Fornecedor 1 Ltda')).getByRole('checkbox'));
    await user.click(within(rowOf('Fornecedor 2 Ltda')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Ciência for 2 selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register Ciência da Operação' }, WAIT);
    expect(dialog).toHaveTextContent('registered with the tax authority (SEFAZ, Ambiente Nacional) for these 2 NF-e');
    const submit = within(dialog).getByRole('button', { name: 'Register Ciência for 2 NF-e' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(posts()).toEqual([[DOCS[0]!.accessKey, { code: 210210 }], [DOCS[1]!.accessKey, { code: 210210 }]]);
    // Queued, not registered: nothing on screen claims the authority registered them before it answered.
    expect(screen.getByRole('status')).toHaveTextContent('2 events queued to be sent to the tax authority: none is registered until the authority answers.');
    expect(within(rowOf('Fornecedor 1 Ltda')).queryByText('Acknowledged')).not.toBeInTheDocument();
  });

  it('confirms one NF-e from its detail page after saying it goes to the tax authority, and shows the authority\'s protocol once it answers', async () => {
    const { posts } = await setup({ queuedReads: 1 });
    const user = userEvent.setup();
    // The row's button says "Details" and names its NF-e (no bare "≡").
    const details = within(rowOf('Fornecedor 1 Ltda')).getByRole('button', { name: 'Details of NF-e 50001 from Fornecedor 1 Ltda' });
    expect(details).toHaveTextContent('Details');
    await user.click(details);
    expect(await screen.findByRole('heading', { name: 'No. 50001 series 1 · Fornecedor 1 Ltda' }, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('No event registered yet.', {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmação da Operação (confirm)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register Confirmação da Operação (confirm)?' }, WAIT);
    expect(dialog).toHaveTextContent('will be registered with the tax authority (SEFAZ, Ambiente Nacional) for NF-e 50001');
    await user.click(within(dialog).getByRole('button', { name: 'Register with the tax authority' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(posts()).toEqual([[DOCS[0]!.accessKey, { code: 210200 }]]);
    expect(screen.getByRole('status')).toHaveTextContent('Confirmação da Operação (confirm) is queued to be sent to the tax authority: it is not registered until the authority answers with its protocol.');
    expect(await screen.findByText('Being sent to the tax authority: not registered yet.', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/Registered with the tax authority/)).not.toBeInTheDocument();
    // The history is read again while the event waits: the authority's protocol shows when it answers.
    expect(await screen.findByText(/^Registered with the tax authority: protocol 352600000000001 · /, {}, WAIT)).toBeInTheDocument();
    // Settled: the page now offers a rectification, not Ciência.
    expect(screen.getByRole('heading', { name: 'Rectify the manifestation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ciência da Operação (acknowledge)' })).not.toBeInTheDocument();
  });

  it("shows the authority's refusal (596) with its code and text, and marks nothing registered", async () => {
    await setup({ answer: { cStat: 596, xMotivo: 'Rejeicao: Evento apresentado apos o prazo permitido para o evento: [10 dias]' } });
    const user = userEvent.setup();
    await user.click(within(rowOf('Fornecedor 1 Ltda')).getByRole('button', { name: /^Details of NF-e / }));
    await user.click(await screen.findByRole('button', { name: 'Ciência da Operação (acknowledge)' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Register Ciência' }));
    expect(await screen.findByText('Refused by the tax authority (596): Rejeicao: Evento apresentado apos o prazo permitido para o evento: [10 dias]. Not registered.', {}, WAIT))
      .toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/Registered with the tax authority/)).not.toBeInTheDocument();
    expect(screen.getByText('No event registered yet.')).toBeInTheDocument();
    // Not registered: Ciência may be sent again.
    expect(screen.getByRole('button', { name: 'Ciência da Operação (acknowledge)' })).toBeInTheDocument();
  });

  it('says plainly when events cannot be sent: not connected to the tax authority, or no certificate', async () => {
    await setup({ client: { ...CLIENT, sending: 'notConnected' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Not connected to the tax authority: this portal does not send events to SEFAZ, so none can be registered from here.');
    expect(screen.queryByRole('button', { name: /Ciência for/ })).not.toBeInTheDocument();
  });

  it("lets the company's own people upload its A1 where the firm allows it, the server's refusal translated; offers nothing where it does not", async () => {
    const { api } = await setup({ client: { ...CLIENT, certificate: null, sending: 'noCertificate', certificateUpload: true } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Upload the company's certificate" }));
    const form = screen.getByRole('form', { name: 'Certificate of Padaria Pão Quente Ltda' });
    await uploadWrongThenRightPassword(user, form, new File([new Uint8Array([0x30, 0x82, 0x01, 0x02])], 'a1.pfx'));
    expect(await screen.findByText(/^Certificate saved for Padaria Pão Quente Ltda: PADARIA PAO QUENTE LTDA, valid until /, {}, WAIT)).toBeInTheDocument();
    // The notice now shows the certificate and events can be sent.
    expect(screen.queryByText(/Not sent: no certificate\./)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Replace the company's certificate" })).toBeInTheDocument();
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.params.clientId, c.body])).toEqual([['c1', { pfx: 'MIIBAg==', password: 'errada' }], ['c1', { pfx: 'MIIBAg==', password: 'certa' }]]);
  });

  it('offers no upload of its own where the firm does not allow it', async () => {
    await setup({ client: { ...CLIENT, certificate: null, sending: 'noCertificate' } });
    expect(screen.queryByRole('button', { name: "Upload the company's certificate" })).not.toBeInTheDocument();
  });

  it('without a certificate says "not sent: no certificate"', async () => {
    await setup({ client: { ...CLIENT, certificate: null, sending: 'noCertificate' } });
    expect(screen.getByRole('alert')).toHaveTextContent(/Not sent: no certificate\./);
    expect(screen.queryByRole('button', { name: /Ciência for/ })).not.toBeInTheDocument();
  });

  it('refuses a justification under 15 characters with the translated rule before calling the server', async () => {
    const { posts } = await setup();
    const user = userEvent.setup();
    await user.click(within(rowOf('Fornecedor 2 Ltda')).getByRole('button', { name: /^Details of NF-e / }));
    await user.click(await screen.findByRole('button', { name: 'Operação não Realizada (not performed)' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.type(within(dialog).getByLabelText('Justification (15 to 255 characters)'), 'Muito curt');
    await user.click(within(dialog).getByRole('button', { name: 'Register with the tax authority' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The justification must have 15 to 255 characters.');
    expect(posts()).toEqual([]);
    await user.type(within(dialog).getByLabelText('Justification (15 to 255 characters)'), 'a: mercadoria não entregue');
    await user.click(within(dialog).getByRole('button', { name: 'Register with the tax authority' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(posts()).toEqual([[DOCS[1]!.accessKey, { code: 210240, justification: 'Muito curta: mercadoria não entregue' }]]);
  });

  it('offers one rectification per conclusive event and shows the registered events with their protocols', async () => {
    const key = DOCS[2]!.accessKey;
    const events: ManifestEvent[] = [
      { id: 'e1', code: 210200, name: 'Confirmação da Operação', sequence: 1, justification: null, protocol: '352600000000777', registeredAt: new Date().toISOString() },
      { id: 'e2', code: 210220, name: 'Desconhecimento da Operação', sequence: 1, justification: null, protocol: '352600000000778', registeredAt: new Date().toISOString() },
      { id: 'e3', code: 210200, name: 'Confirmação da Operação', sequence: 2, justification: null, protocol: '352600000000779', registeredAt: new Date().toISOString() },
    ];
    await setup({ events: { [key]: events } });
    const user = userEvent.setup();
    await user.click(within(rowOf('Fornecedor 3 Ltda')).getByRole('button', { name: /^Details of NF-e / }));
    expect(await screen.findByText(/^Registered with the tax authority: protocol 352600000000779 · /)).toBeInTheDocument();
    expect(screen.getByText('Rectification')).toBeInTheDocument();
    // Confirmação was registered twice: only the other two remain.
    expect(screen.queryByRole('button', { name: 'Confirmação da Operação (confirm)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desconhecimento da Operação (unknown to us)' }));
    expect(await screen.findByRole('dialog', {}, WAIT)).toHaveTextContent('This rectifies the manifestation registered before.');
  });

  it('a link naming one NF-e (?accessKey=) filters the list by it and opens its detail', async () => {
    const key = DOCS[1]!.accessKey;
    window.history.pushState({}, '', `/actions/nfe-manifest/invoice-processing?accessKey=${key}`);
    try {
      const { api } = await setup({ ready: false });
      expect(await screen.findByRole('heading', { name: 'No. 50002 series 1 · Fornecedor 2 Ltda' }, WAIT)).toBeInTheDocument();
      expect(api.calls.find((c) => c.path === MANIFEST_API.manifestDocuments)!.query.get('accessKey')).toBe(key);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('a cancelled NF-e takes no events', async () => {
    await setup();
    const user = userEvent.setup();
    await user.click(within(rowOf('Fornecedor 4 Ltda')).getByRole('button', { name: /^Details of NF-e / }));
    expect(await screen.findByText('This NF-e is Cancelled: it takes no recipient events.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Operação/ })).not.toBeInTheDocument();
  });

  it('warns before the certificate expires, and sends nothing without a valid one', async () => {
    await setup({ client: { ...CLIENT, certificate: { ...CLIENT.certificate!, validUntil: iso(12) } } });
    expect(screen.getByRole('alert')).toHaveTextContent('The certificate expires in 12 days.');
    expect(screen.getByRole('button', { name: 'Ciência for 0 selected' })).toBeDisabled();
  });

  it('with an expired certificate no event can be sent', async () => {
    await setup({ client: { ...CLIENT, certificate: { ...CLIENT.certificate!, validUntil: iso(-3), expired: true }, sending: 'certificateExpired' } });
    expect(screen.getByRole('alert')).toHaveTextContent(/The certificate expired on .*: no event can be sent/);
    expect(screen.queryByRole('button', { name: /Ciência for/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(rowOf('Fornecedor 1 Ltda')).getByRole('button', { name: /^Details of NF-e / }));
    expect(await screen.findByText(/Events cannot be sent/)).toBeInTheDocument();
  });

  it('NfeManifest.Denied: the list is read-only', async () => {
    await setup({ grants: ['BRAtendimento.ManifestoReview', 'NfeManifest.Denied'] });
    expect(screen.getByText('Your access lets you view the manifest but not register events.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ciência for/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(rowOf('Fornecedor 1 Ltda')).getByRole('button', { name: /^Details of NF-e / }));
    expect(await screen.findByText(/Events cannot be sent/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Operação/ })).not.toBeInTheDocument();
  });

  it('NfeManifest.Disabled and a missing ManifestoReview hide the action; Disabled on the server shows the no-access state', async () => {
    const allowed = async (grants: string[]) => {
      const kernel = await createTestKernel({ plugins: [feature], grants });
      return (await kernel.get(TOKENS.Plugins).authorized([invoiceProcessing])).length === 1;
    };
    expect(await allowed(['BRAtendimento.ManifestoReview'])).toBe(true);
    expect(await allowed(['BRAtendimento.ManifestoReview', 'NfeManifest.Disabled'])).toBe(false);
    expect(await allowed([])).toBe(false);
    await setup({ ready: false, listError: 'MANIFEST_DISABLED' });
    expect(await screen.findByText('The NF-e manifest is switched off for your access.', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});

describe('Invoice processing of a long list', SLOW, () => {
  /** 650 NF-e, newest first, in pages of what the screen asks for; a cursor names the row before its page, as the server's does. */
  const LONG = Array.from({ length: 650 }, (_, i) => doc(i, { authorisedDaysAgo: 2 + Math.floor(i / 10) }));
  it('reads the next page by the cursor it was given as the grid scrolls towards the end of what it read', async () => {
    const api = fakeApi({
      [`GET ${MANIFEST_API.manifestDocuments}`]: (req) => {
        const cursor = req.query.get('cursor');
        const start = cursor ? LONG.findIndex((d) => d.id === cursor) + 1 : Number(req.query.get('startIndex') ?? 0);
        const size = Number(req.query.get('itemsPerPage'));
        const items = LONG.slice(start, start + size);
        return { items, totalItems: LONG.length, startIndex: Number(req.query.get('startIndex') ?? 0), itemsPerPage: size, nextCursor: start + size < LONG.length ? items.at(-1)!.id : null };
      },
      [`GET ${MANIFEST_API.manifestClients}`]: () => ({ items: [CLIENT], totalItems: 1 }),
    });
    const kernel = await createTestKernel({ plugins: [feature], api, grants: ['BRAtendimento.ManifestoReview'] });
    act(() => kernel.get(TOKENS.Clients).setActive('c1'));
    renderPlugin(invoiceProcessing, { kernel });
    const grid = await screen.findByRole('grid', { name: 'Received NF-e' }, WAIT);
    // The title counts the whole list; one page is read while the first lines are shown.
    expect(screen.getByText('650 NF-e received')).toBeInTheDocument();
    const lists = () => api.calls.filter((c) => c.path === MANIFEST_API.manifestDocuments);
    expect(lists()).toHaveLength(1);

    const body = within(grid).getAllByRole('rowgroup').find((g) => g.classList.contains('portico-grid__body'))!;
    act(() => { body.scrollTop = 50 * 480; fireEvent.scroll(body); });
    await waitFor(() => expect(lists()).toHaveLength(2), WAIT);
    const second = lists()[1]!.query;
    expect(second.get('cursor')).toBe('d499');
    expect(second.get('startIndex')).toBe('500');
    act(() => { body.scrollTop = 50 * 640; fireEvent.scroll(body); });
    expect(await within(grid).findByText('Fornecedor 649 Ltda', {}, WAIT)).toBeInTheDocument();
    // The last page had no cursor: nothing more is asked however far it scrolls.
    act(() => { body.scrollTop = 50 * 700; fireEvent.scroll(body); });
    expect(lists()).toHaveLength(2);
  });
});

describe('Invoice processing at 390 px', SLOW, () => {
  beforeEach(() => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} })));
  afterEach(() => vi.unstubAllGlobals());

  async function render() {
    const api = fakeApi({
      [`GET ${MANIFEST_API.manifestDocuments}`]: (req) => {
        const items = DOCS.filter((d) => !req.query.get('nfeStatus') || d.nfeStatus === req.query.get('nfeStatus'));
        return { items, totalItems: items.length, startIndex: 0, itemsPerPage: 500, nextCursor: null };
      },
      [`GET ${MANIFEST_API.manifestClients}`]: () => ({ items: [CLIENT], totalItems: 1 }),
    });
    const kernel = await createTestKernel({ plugins: [feature], api, grants: ['BRAtendimento.ManifestoReview'] });
    act(() => kernel.get(TOKENS.Clients).setActive('c1'));
    renderPlugin(invoiceProcessing, { kernel });
    return api;
  }

  it('shows cards with the countdown and a details button instead of the grid', async () => {
    await render();
    const list = await screen.findByRole('list', { name: 'Received NF-e' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('2 days (Ciência)')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Details of NF-e 50001 from Fornecedor 1 Ltda' })).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: 'Select NF-e 50001 from Fornecedor 1 Ltda' })).toBeInTheDocument();
  });

  it('folds the filters behind a Filters button that counts the active ones', async () => {
    const api = await render();
    await screen.findByRole('list', { name: 'Received NF-e' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('NF-e status')).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-controls', filters.id);
    fireEvent.change(within(filters).getByLabelText('NF-e status'), { target: { value: 'Cancelled' } });
    expect(toggle).toHaveTextContent('Filters (1 on)');
    await waitFor(() => expect(api.calls.some((c) => c.query.get('nfeStatus') === 'Cancelled')).toBe(true), WAIT);
    // Folded again, the count still says the list is filtered.
    fireEvent.click(toggle);
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1 on)' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Received NF-e' })).getAllByRole('listitem')).toHaveLength(1), WAIT);
  });
});
