import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { storedZipBytes, streamZip, zipChunks, type ZipEntry } from './zip';
import { zipEntryName } from './zip-entry-name';

/** The archive archiver 8 makes of the same entries (what streamZip used to delegate to, kept as the reference). */
async function archiverZip(entries: ZipEntry[]) {
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ store: true });
  const out = new PassThrough();
  archive.pipe(out);
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  for (const e of entries) archive.append(e.content, { name: e.name, date: e.date ?? new Date(0) });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

async function streamed(entries: ZipEntry[]) {
  let body: AsyncIterable<Buffer> | undefined;
  const reply = { raw: new PassThrough(), header: () => reply, send: (b: AsyncIterable<Buffer>) => { body = b; return reply; }, log: { error: () => {} } };
  await streamZip(reply as unknown as FastifyReply, 'x.zip', (async function* () { yield entries.slice(0, 1); yield entries.slice(1); })());
  const chunks: Buffer[] = [];
  for await (const c of body!) chunks.push(c);
  return Buffer.concat(chunks);
}

describe('streamZip', () => {
  it('writes the same bytes as archiver, UTF-8 names, clamped dates and large entries included, of the announced size', async () => {
    const entries: ZipEntry[] = [
      { name: zipEntryName(['2024-01', 'issued', 'ação.xml']), content: Buffer.from('<a>olá</a>'), date: new Date('2024-01-05T13:00:00Z') },
      { name: zipEntryName(['b.xml']), content: Buffer.alloc(0) },
      { name: zipEntryName(['c', 'd.xml']), content: Buffer.alloc(3_000_000, 7), date: new Date('2031-07-31T13:00:00Z') },
      { name: zipEntryName(['late.xml']), content: Buffer.from('x'), date: new Date('2050-07-31T13:59:59Z') },
    ];
    const bytes = await streamed(entries);
    expect(bytes.equals(await archiverZip(entries))).toBe(true);
    expect(bytes.length).toBe(storedZipBytes(entries.map((e) => ({ name: e.name, size: e.content.length }))));
  });

  it('ends with the ZIP64 records past 65,535 entries, as archiver does', async () => {
    const entries: ZipEntry[] = Array.from({ length: 70_000 }, (_, i) => ({ name: zipEntryName(['m', `${i}.xml`]), content: Buffer.from(`<x>${i}</x>`) }));
    const bytes = await streamed(entries);
    expect(bytes.equals(await archiverZip(entries))).toBe(true);
    expect(bytes.length).toBe(storedZipBytes(entries.map((e) => ({ name: e.name, size: e.content.length }))));
  });

  it("zipChunks yields the same bytes as the stream, ZIP64 end records included (the client's export)", async () => {
    const entries: ZipEntry[] = Array.from({ length: 66_000 }, (_, i) => ({ name: zipEntryName(['n', `${i}-ação.xml`]), content: Buffer.from(`<x>${i}</x>`) }));
    const chunks: Buffer[] = [];
    for await (const chunk of zipChunks((async function* () { yield* entries; })())) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(await streamed(entries))).toBe(true);
  });
});
