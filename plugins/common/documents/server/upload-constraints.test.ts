import { startTestServer, type TestServer } from '@portico/plugin-server/testing';
import { checkFileName, clientStorageUsed, clientUploadConstraints, uploadConstraints } from './upload-constraints';
import { documentsDb } from './tables';

describe('upload constraints', () => {
  it('publishes the shared file-name rule: only unsafe characters, not # % & ~ { }', () => {
    const c = uploadConstraints(1000);
    expect(c.forbiddenCharacters.sort()).toEqual(['"', '*', '/', ':', '<', '>', '?', '\\', '|'].sort());
    expect(c.maxFilesPerRequest).toBe(20);
  });

  it('checks the name first, then the extension', () => {
    expect(checkFileName('P&L Statement 2025.pdf')).toBeNull();
    expect(checkFileName('run.exe')).toEqual({ code: 'FILE_TYPE_NOT_ALLOWED' });
    expect(checkFileName('CON.exe')).toEqual({ code: 'FILE_NAME_INVALID', reason: 'RESERVED_NAME' });
    expect(checkFileName('a\u202Eb.pdf')).toEqual({ code: 'FILE_NAME_INVALID', reason: 'INVALID_CHARACTER', character: 'U+202E' });
  });

  describe('with a database', () => {
    let server: TestServer;
    beforeAll(async () => { server = await startTestServer({ config: { clientQuotaBytes: 5_000_000 }, features: ['common.documents'] }); });
    afterAll(async () => { await server.stop(); });

    it("counts a client's stored bytes, the trash included, and reports them beside the quota", async () => {
      const [clientId] = await server.clientIdsOf('maria@acme.example') as [string];
      const rows = await documentsDb(server.ctx.db).selectFrom('documents').select('size').where('clientId', '=', clientId).execute();
      const used = rows.reduce((sum, r) => sum + Number(r.size), 0);
      expect(used).toBeGreaterThan(0);
      expect(await clientStorageUsed(documentsDb(server.ctx.db), clientId)).toBe(used);
      expect(await clientStorageUsed(documentsDb(server.ctx.db), 'no-such-client')).toBe(0);
      const constraints = await clientUploadConstraints(documentsDb(server.ctx.db), server.ctx.config, clientId);
      expect(constraints).toMatchObject({ quotaBytes: 5_000_000, quotaUsedBytes: used, maxFilesPerRequest: 20 });
    });
  });
});
