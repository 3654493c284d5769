import { createHash } from 'node:crypto';
import { apiPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { multipartBody, startTestServer, type TestServer } from '@portico/plugin-server/testing';
import { clientStorageUsed } from './upload-constraints';
import { documentsDb } from './tables';

const LIMIT = 4096;
let server: TestServer;
let clientId: string;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ config: { maxUploadBytes: LIMIT }, features: ['common.documents'] });
  [clientId] = await server.clientIdsOf('maria@acme.example') as [string];
  headers = await server.headersFor('maria@acme.example');
});
afterAll(async () => { await server.stop(); });

const upload = (files: Array<{ name: string; content: Buffer }>, as = headers, query = '') => {
  const body = multipartBody(files);
  return server.app.inject({ method: 'POST', url: apiPath('uploads', { clientId }) + query, headers: { ...as, ...body.headers }, payload: body.payload });
};
const documentRows = () => documentsDb(server.ctx.db).selectFrom('documents').select(['id', 'name', 'sha256', 'blobId']).execute();

/** Rows and blobs before a request that must store nothing. */
const snapshot = async () => ({ rows: (await documentRows()).length, blobs: server.storedFiles().blobs });
const expectNothingStored = async (before: { rows: number; blobs: string[] }) => {
  expect((await documentRows()).length).toBe(before.rows);
  expect(server.storedFiles().blobs).toEqual(before.blobs);
  expect(server.storedFiles().staging).toEqual([]);
};

/** A PDF of exactly n bytes. */
const pdfOfSize = (n: number) => {
  const head = demoPdf('size');
  return Buffer.concat([head, Buffer.alloc(n - head.length, 0x20)]);
};

describe('uploads', () => {
  it('stores a PDF under a generated id with its SHA-256, into the contact folder by default', async () => {
    const content = pdfOfSize(LIMIT);
    const res = await upload([{ name: 'Invoice März.pdf', content }]);
    expect(res.statusCode).toBe(200);
    const [doc] = res.json().success;
    expect(doc).toMatchObject({ name: 'Invoice März.pdf', size: LIMIT, mimeType: 'application/pdf', permissions: { canDelete: true } });
    const row = (await documentRows()).find((r) => r.id === doc.id)!;
    expect(row.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(server.storedFiles().blobs.some((f) => f.endsWith(row.blobId))).toBe(true);
    expect(server.storedFiles().blobs.some((f) => f.includes('Invoice'))).toBe(false);
    const folder = (await server.app.inject({ method: 'GET', url: apiPath('clientContactFolder', { clientId }), headers })).json();
    expect(doc.parent.id).toBe(folder.id);
  });

  it('answers 413 for one byte over the limit and leaves no file and no row', async () => {
    const before = await snapshot();
    const res = await upload([{ name: 'too-big.pdf', content: pdfOfSize(LIMIT + 1) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', files: [{ name: 'too-big.pdf', code: 'FILE_TOO_LARGE' }] });
    await expectNothingStored(before);
  });

  it('refuses HTML renamed .pdf, storing nothing', async () => {
    const before = await snapshot();
    const res = await upload([{ name: 'statement.pdf', content: Buffer.from('<!doctype html><html><script>alert(1)</script></html>') }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'FILE_CONTENT_MISMATCH',
      errors: [{ reason: 'FILE_CONTENT_MISMATCH: statement.pdf' }],
      files: [{ name: 'statement.pdf', code: 'FILE_CONTENT_MISMATCH' }],
    });
    await expectNothingStored(before);
  });

  describe('all or nothing per request', () => {
    it('stores nothing when a bad file comes among good ones, and lists every refused file', async () => {
      const before = await snapshot();
      const res = await upload([
        { name: 'notes.txt', content: Buffer.from('plain notes') },
        { name: 'run.exe', content: Buffer.from('MZ....') },
        { name: 'a:b.pdf', content: demoPdf('x') },
        { name: 'fine.pdf', content: demoPdf('fine') },
        { name: 'page.txt', content: Buffer.from('<html><body>hi</body></html>') },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
      expect(res.json().files).toEqual([
        { name: 'run.exe', code: 'FILE_TYPE_NOT_ALLOWED' },
        { name: 'a:b.pdf', code: 'FILE_NAME_INVALID', reason: 'INVALID_CHARACTER', character: 'U+003A' },
        { name: 'page.txt', code: 'FILE_CONTENT_MISMATCH' },
      ]);
      await expectNothingStored(before);
    });

    it('stores nothing when one file among good ones is too large (413), whatever its place', async () => {
      for (const files of [
        [{ name: 'a.pdf', content: demoPdf('a') }, { name: 'b.txt', content: Buffer.from('b') }, { name: 'big.pdf', content: pdfOfSize(LIMIT + 1) }],
        [{ name: 'a.pdf', content: demoPdf('a') }, { name: 'big.pdf', content: pdfOfSize(LIMIT + 1) }, { name: 'c.txt', content: Buffer.from('c') }],
      ]) {
        const before = await snapshot();
        const res = await upload(files);
        expect(res.statusCode).toBe(413);
        expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', files: [{ name: 'big.pdf', code: 'FILE_TOO_LARGE' }] });
        await expectNothingStored(before);
      }
    });

    it('stores nothing of 21 files in one request (413 TOO_MANY_FILES); 20 files are stored', async () => {
      const files = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `receipt ${i}.txt`, content: Buffer.from(`receipt ${i}`) }));
      const before = await snapshot();
      const res = await upload(files(21));
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('TOO_MANY_FILES');
      await expectNothingStored(before);

      const ok = await upload(files(20));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().success).toHaveLength(20);
      expect(ok.json().failed).toEqual([]);
      expect((await documentRows()).length).toBe(before.rows + 20);
      expect(server.storedFiles().blobs.length).toBe(before.blobs.length + 20);
    });
  });

  describe('file names', () => {
    it.each([
      ['a right-to-left override', 'invoice\u202Efdp.pdf', 'INVALID_CHARACTER', 'U+202E'],
      ['a zero-width space', 'in\u200Bvoice.pdf', 'INVALID_CHARACTER', 'U+200B'],
      ['a zero-width joiner', 'in\u200Dvoice.pdf', 'INVALID_CHARACTER', 'U+200D'],
      ['a byte-order mark', '\uFEFFinvoice.pdf', 'INVALID_CHARACTER', 'U+FEFF'],
      ['a word joiner', 'in\u2060voice.pdf', 'INVALID_CHARACTER', 'U+2060'],
      ['a control character', 'bell\u0007.pdf', 'INVALID_CHARACTER', 'U+0007'],
      ['a slash', '../../etc/passwd.pdf', 'INVALID_CHARACTER', 'U+002F'],
      ['a backslash', '..\\boot.ini.pdf', 'INVALID_CHARACTER', 'U+005C'],
      ['a colon', 'C:evil.pdf', 'INVALID_CHARACTER', 'U+003A'],
      ['an asterisk', 'all*.pdf', 'INVALID_CHARACTER', 'U+002A'],
      ['a question mark', 'why?.pdf', 'INVALID_CHARACTER', 'U+003F'],
      ['a less-than sign', 'a<b.pdf', 'INVALID_CHARACTER', 'U+003C'],
      ['a greater-than sign', 'a>b.pdf', 'INVALID_CHARACTER', 'U+003E'],
      ['a pipe', 'a|b.pdf', 'INVALID_CHARACTER', 'U+007C'],
      ['a device name', 'CON.pdf', 'RESERVED_NAME', undefined],
      ['a device name in lower case', 'nul.txt', 'RESERVED_NAME', undefined],
      ['a numbered device name with two extensions', 'Com1.tar.pdf', 'RESERVED_NAME', undefined],
      ['a device name followed by spaces', 'lpt9 .pdf', 'RESERVED_NAME', undefined],
      ['a trailing dot', 'invoice.pdf.', 'TRAILING_DOT_OR_SPACE', undefined],
      ['a trailing space', 'invoice.pdf ', 'TRAILING_DOT_OR_SPACE', undefined],
      ['a leading dot', '.hidden.pdf', 'LEADING_DOT_OR_SPACE', undefined],
      ['a leading space', ' invoice.pdf', 'LEADING_DOT_OR_SPACE', undefined],
      ['a name too long', `${'x'.repeat(200)}.pdf`, 'NAME_TOO_LONG', undefined],
      ['an empty name', '', 'EMPTY_NAME', undefined],
    ])('refuses %s with its reason, storing nothing', async (_label, name, reason, character) => {
      const before = await snapshot();
      const res = await upload([{ name: 'good.pdf', content: demoPdf('good') }, { name, content: demoPdf('x') }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('FILE_NAME_INVALID');
      expect(res.json().files).toEqual([{ name, code: 'FILE_NAME_INVALID', reason, ...(character ? { character } : {}) }]);
      // The message names the class first and spells invisible characters out.
      expect(res.json().errors[0].reason).toMatch(new RegExp(`^FILE_NAME_INVALID ${reason}${character ? ` ${character.replace('+', '\\+')}` : ''}: `));
      expect(res.json().errors[0].reason).not.toMatch(/[\u200B-\u200D\u202E\u2060\uFEFF\u0007]/);
      await expectNothingStored(before);
    });

    it('refuses an empty file with EMPTY_FILE', async () => {
      const before = await snapshot();
      const res = await upload([{ name: 'empty.pdf', content: Buffer.alloc(0) }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'EMPTY_FILE', files: [{ name: 'empty.pdf', code: 'EMPTY_FILE' }] });
      await expectNothingStored(before);
    });

    it('stores everyday accounting names: &, #, %, +, apostrophes, parentheses, commas and accents', async () => {
      const names = ['P&L Statement 2025.pdf', 'Invoice #1042.pdf', "Relatório (março), 50% + 10% d'O'Brien.pdf", 'Ünïcödé ~{x}.pdf'];
      const res = await upload(names.map((name) => ({ name, content: demoPdf(name) })));
      expect(res.statusCode).toBe(200);
      expect(res.json().success.map((d: { name: string }) => d.name)).toEqual(names);
      const rows = await documentRows();
      for (const name of names) expect(rows.some((r) => r.name === name)).toBe(true);
    });
  });

  describe('XML', () => {
    const NFE = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">
  <NFe><infNFe Id="NFe35250112345678000195550010000010421000010420" versao="4.00">
    <ide><cUF>35</cUF><natOp>Venda de mercadoria</natOp><mod>55</mod><serie>1</serie><nNF>1042</nNF></ide>
    <emit><CNPJ>12345678000195</CNPJ><xNome>Acme &amp; Filhos Ltda</xNome></emit>
    <det nItem="1"><prod><xProd>Serviço de contabilidade</xProd><vProd>1500.00</vProd></prod></det>
  </infNFe>
  <Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo><Reference URI="#NFe35250112345678000195550010000010421000010420"/></SignedInfo><SignatureValue>abc=</SignatureValue></Signature>
  </NFe>
  <protNFe versao="4.00"><infProt><chNFe>35250112345678000195550010000010421000010420</chNFe><cStat>100</cStat></infProt></protNFe>
</nfeProc>
`);

    it('stores an NF-e', async () => {
      const res = await upload([{ name: 'NFe 1042.xml', content: NFE }]);
      expect(res.statusCode).toBe(200);
      expect(res.json().success[0]).toMatchObject({ name: 'NFe 1042.xml', mimeType: 'application/xml' });
    });

    it.each([
      ['a script element', '<?xml version="1.0"?><nota><script>alert(1)</script></nota>', 'XML_SCRIPT'],
      ['an SVG root', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="5"/></svg>', 'XML_SVG'],
      ['a prefixed SVG element deep inside', '<?xml version="1.0"?><nota xmlns:s="http://www.w3.org/2000/svg"><a><s:g/></a></nota>', 'XML_SVG'],
      ['XHTML', '<?xml version="1.0"?><nota><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></nota>', 'XML_XHTML'],
      ['an xml-stylesheet instruction', '<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="evil.xsl"?><nota/>', 'XML_PROCESSING_INSTRUCTION'],
      ['a DOCTYPE with entities', '<?xml version="1.0"?><!DOCTYPE nota [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;">]><nota>&b;</nota>', 'XML_DOCTYPE'],
      ['an XSLT stylesheet', '<?xml version="1.0"?><xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>', 'XML_ACTIVE_NAMESPACE'],
    ])('refuses XML with %s (415 FILE_CONTENT_UNSAFE), storing nothing', async (_label, xml, reason) => {
      const before = await snapshot();
      const res = await upload([{ name: 'nota.xml', content: Buffer.from(xml) }]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'FILE_CONTENT_UNSAFE', files: [{ name: 'nota.xml', code: 'FILE_CONTENT_UNSAFE', reason }] });
      await expectNothingStored(before);
    });

    it('refuses an .xml file that is not well-formed XML as a content mismatch', async () => {
      const res = await upload([{ name: 'nota.xml', content: Buffer.from('<?xml version="1.0"?><nota><a></nota>') }]);
      expect(res.statusCode).toBe(415);
      expect(res.json().files).toEqual([{ name: 'nota.xml', code: 'FILE_CONTENT_MISMATCH', reason: 'XML_NOT_WELL_FORMED' }]);
    });
  });

  describe('client storage quota', () => {
    const withQuota = async (room: number, run: () => Promise<void>) => {
      const saved = server.ctx.config.clientQuotaBytes;
      server.ctx.config.clientQuotaBytes = await clientStorageUsed(documentsDb(server.ctx.db), clientId) + room;
      try { await run(); } finally { server.ctx.config.clientQuotaBytes = saved; }
    };

    it('refuses an upload past the quota with 413 QUOTA_EXCEEDED, storing nothing', async () => {
      await withQuota(1000, async () => {
        const before = await snapshot();
        const res = await upload([{ name: 'over.pdf', content: pdfOfSize(1001) }]);
        expect(res.statusCode).toBe(413);
        expect(res.json().code).toBe('QUOTA_EXCEEDED');
        await expectNothingStored(before);
      });
    });

    it('stores nothing when the files of one request only overflow together', async () => {
      await withQuota(1000, async () => {
        const before = await snapshot();
        const res = await upload([{ name: 'one.pdf', content: pdfOfSize(600) }, { name: 'two.pdf', content: pdfOfSize(600) }]);
        expect(res.statusCode).toBe(413);
        expect(res.json().code).toBe('QUOTA_EXCEEDED');
        await expectNothingStored(before);
      });
    });

    it('stores up to the quota exactly, and lets only one of two concurrent requests take the last room', async () => {
      await withQuota(1000, async () => {
        expect((await upload([{ name: 'fits.pdf', content: pdfOfSize(1000) }])).statusCode).toBe(200);
      });
      await withQuota(1000, async () => {
        const before = await snapshot();
        const results = await Promise.all([
          upload([{ name: 'left.pdf', content: pdfOfSize(700) }]),
          upload([{ name: 'right.pdf', content: pdfOfSize(700) }]),
        ]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 413]);
        expect(results.find((r) => r.statusCode === 413)!.json().code).toBe('QUOTA_EXCEEDED');
        expect((await documentRows()).length).toBe(before.rows + 1);
        expect(server.storedFiles().blobs.length).toBe(before.blobs.length + 1);
        expect(server.storedFiles().staging).toEqual([]);
      });
    });
  });

  it('refuses a JSON body on the upload route and a multipart body on a JSON route (415)', async () => {
    const json = await server.app.inject({ method: 'POST', url: apiPath('uploads', { clientId }), headers, payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    const body = multipartBody([{ name: 'x.txt', content: Buffer.from('x') }]);
    const multi = await server.app.inject({ method: 'POST', url: apiPath('trash', { clientId }), headers: { ...headers, ...body.headers }, payload: body.payload });
    expect(multi.statusCode).toBe(415);
    expect(multi.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses every write of a preview session with 403 and audits the attempt', async () => {
    const staff = await server.userId('staff@firm.example');
    const maria = await server.userId('maria@acme.example');
    const preview = await server.headersFor('staff@firm.example', { emulateeUserId: maria });
    const rowsBefore = (await documentRows()).length;

    // Reads work and show maria's data.
    expect((await server.app.inject({ method: 'GET', url: apiPath('documents', { clientId }), headers: preview })).statusCode).toBe(200);

    const res = await upload([{ name: 'sneaky.txt', content: Buffer.from('x') }], preview);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PREVIEW_READ_ONLY');
    const trash = await server.app.inject({ method: 'POST', url: apiPath('trash', { clientId }), headers: preview, payload: { documentIds: ['x'] } });
    expect(trash.statusCode).toBe(403);
    expect((await documentRows()).length).toBe(rowsBefore);

    const audit = await server.ctx.db.selectFrom('auditLog').selectAll().where('actorUserId', '=', staff).orderBy('at').execute();
    expect(audit.map((a) => [a.action, a.outcome, a.statusCode, a.subjectUserId, a.clientId])).toEqual([
      ['POST /api/documents/v1/clients/:clientId/uploads', 'refused', 403, maria, clientId],
      ['POST /api/documents/v1/clients/:clientId/trash', 'refused', 403, maria, clientId],
    ]);
  });

  it('audits successful writes too', async () => {
    const maria = await server.userId('maria@acme.example');
    const rows = await server.ctx.db.selectFrom('auditLog').selectAll()
      .where('actorUserId', '=', maria).where('outcome', '=', 'success').execute();
    expect(rows.some((r) => r.action === 'POST /api/documents/v1/clients/:clientId/uploads' && r.clientId === clientId)).toBe(true);
  });
});

describe('the storage form of the upload (spec 000 §7: POST /api/storage/v1/containers/{id}/documents)', () => {
  const contactFolder = async () => (await server.app.inject({ method: 'GET', url: apiPath('clientContactFolder', { clientId }), headers })).json().id as string;
  const storageUpload = (containerId: string, query: Record<string, string>, name = 'Storage form.pdf') => {
    const body = multipartBody([{ name, content: demoPdf(name) }]);
    return server.app.inject({
      method: 'POST', url: `${apiPath('storageUploads', { id: containerId })}?${new URLSearchParams(query)}`,
      headers: { ...headers, ...body.headers }, payload: body.payload,
    });
  };

  it('stores into the container of the path with its taskMetadata, and answers the filtered view it was made from', async () => {
    const folder = await contactFolder();
    const filter = JSON.stringify({ key: 'task', value: 'T-7' });
    const res = await storageUpload(folder, { clientId, taskMetadata: JSON.stringify({ task: 'T-7' }), filter });
    expect(res.statusCode).toBe(200);
    const { success, filtered } = res.json();
    expect(success).toHaveLength(1);
    expect(success[0]).toMatchObject({ name: 'Storage form.pdf', parent: { id: folder } });
    expect(filtered.map((d: { id: string }) => d.id)).toEqual([success[0].id]);
    // The same filter through the metadata filter route reads the same view.
    const read = await server.app.inject({ method: 'POST', url: apiPath('metadataFilter', { clientId }), headers, payload: { key: 'task', value: 'T-7' } });
    expect(read.json().documents).toEqual(filtered);
  });

  it('answers no filtered view without a filter, and an empty one when nothing matches', async () => {
    const folder = await contactFolder();
    const plain = await storageUpload(folder, { clientId }, 'No filter.pdf');
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).not.toHaveProperty('filtered');
    const none = await storageUpload(folder, { clientId, filter: JSON.stringify({ key: 'nobody-has-this' }) }, 'Unmatched.pdf');
    expect(none.json().filtered).toEqual([]);
  });

  it('refuses a malformed filter before storing anything (400), and a folder of another client (404)', async () => {
    const folder = await contactFolder();
    const before = await snapshot();
    for (const filter of ['{"key":', '{"value":"x"}', '{"key":"k","extra":1}']) {
      const res = await storageUpload(folder, { clientId, filter });
      expect(res.statusCode, filter).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    await expectNothingStored(before);
    const [carlosClient] = await server.clientIdsOf('carlos@multi.example') as [string];
    const carlosFolders = await documentsDb(server.ctx.db).selectFrom('containers').select('id').where('clientId', '=', carlosClient).execute();
    const foreign = await storageUpload(carlosFolders[0]!.id, { clientId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('CONTAINER_NOT_FOUND');
    await expectNothingStored(before);
  });

  it("refuses a client that is not the caller's (404 CLIENT_NOT_FOUND)", async () => {
    const [carlosClient] = await server.clientIdsOf('carlos@multi.example') as [string];
    const res = await storageUpload(await contactFolder(), { clientId: carlosClient });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CLIENT_NOT_FOUND');
  });
});
