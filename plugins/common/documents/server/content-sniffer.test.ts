import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { checkContent } from './content-sniffer';
import { FsBlobStore } from '@portico/plugin-server/testing';

let dir: string;
let store: FsBlobStore;
beforeAll(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portico-sniff-'));
  store = new FsBlobStore(dir);
});
afterAll(async () => { await fsp.rm(dir, { recursive: true, force: true }); });

const staged = (bytes: Buffer | string) => store.stage(Readable.from([Buffer.from(bytes)]), 10 << 20);

describe('checkContent', () => {
  it('calls a file of no bytes EMPTY_FILE', async () => {
    const blob = await staged('');
    expect(await checkContent('empty.txt', blob)).toEqual({ ok: false, code: 'EMPTY_FILE' });
    await blob.discard();
  });

  it('reads the whole staged XML, not only the sniffed head: a script 200 KB in is refused', async () => {
    const blob = await staged(`<?xml version="1.0"?><nota><obs>${'x'.repeat(200_000)}</obs><script>alert(1)</script></nota>`);
    expect(blob.head.length).toBeLessThan(blob.size);
    expect(await checkContent('nota.xml', blob)).toEqual({ ok: false, code: 'FILE_CONTENT_UNSAFE', reason: 'XML_SCRIPT' });
    await blob.discard();
  });

  it('accepts data XML as application/xml, with or without a declaration', async () => {
    for (const xml of ['<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe"><NFe/></nfeProc>', '<nfeProc><NFe/></nfeProc>']) {
      const blob = await staged(xml);
      expect(await checkContent('NFe.xml', blob)).toEqual({ ok: true, mimeType: 'application/xml' });
      await blob.discard();
    }
  });

  it('still refuses bytes that do not match the extension', async () => {
    const blob = await staged('<html><script>alert(1)</script></html>');
    expect(await checkContent('statement.pdf', blob)).toEqual({ ok: false, code: 'FILE_CONTENT_MISMATCH' });
    await blob.discard();
    expect(await fsp.readdir(path.join(dir, 'tmp'), { recursive: true, withFileTypes: true }).then((entries) => entries.filter((e) => e.isFile()))).toEqual([]);
  });
});
