import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import yauzl from 'yauzl';
import type { BrowserSuite, RunningServer, ServerDeclaration } from './harness';
import { seriousViolations } from './axe';

/** A tiny but real PDF (the server checks the bytes, not the name). */
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** Its own servers: the uploads and the firm's downloads change the clients' folders and Activity. */
export const servers: ServerDeclaration = [{ variant: 'us' }, { variant: 'br' }];

/** The names of a ZIP's entries, read with yauzl. */
const zipNames = (path: string) => new Promise<string[]>((resolve, reject) => {
  yauzl.fromBuffer(readFileSync(path), { lazyEntries: true }, (error, zip) => {
    if (error) return reject(error);
    const names: string[] = [];
    zip.on('entry', (entry: yauzl.Entry) => { names.push(entry.fileName); zip.readEntry(); });
    zip.on('end', () => resolve(names));
    zip.on('error', reject);
    zip.readEntry();
  });
});

/** One variant's people and what its screens say, in the client's language. */
interface Trail {
  who: string;
  client: string;
  staff: string;
  /** The client's own upload, and the firm's document sent to the client with a notification. */
  upload: string;
  fromFirm: string;
  /** The folder the upload lands in (the contact folder, else the open one), as the export names its path. */
  uploadsPath: string;
  /** What the export holds besides the documents. */
  exportHolds: (names: string[]) => void;
  say: {
    uploadsPanel: string; uploadsFolder: string; uploadTarget: RegExp; details: (name: string) => string; panelOpened: RegExp; uploadedNote: RegExp; notOpened: string; opened: RegExp;
    findClient: string; folder: string; files: string; uploadButton: string; staffUploaded: string; download: (name: string) => string;
    events: string; downloaded: (name: string) => RegExp; signedIn: RegExp;
    bell: RegExp; item: (name: string, client: string) => string; preferences: string;
    prepare: string; saveExport: string;
  };
}

const MARIA: Trail = {
  who: 'maria', client: 'maria@acme.example', staff: 'staff@firm.example',
  upload: 'Trail receipt test.pdf', fromFirm: 'Engagement letter.pdf', uploadsPath: 'documents/Documents/Client Uploads',
  exportHolds: (names) => {
    assert.ok(names.includes('documents/Documents/Client Uploads/Vendor list.csv'), names.join(', '));
    assert.ok(names.includes('tasks.json'), names.join(', '));
  },
  say: {
    uploadsPanel: 'Uploads', uploadsFolder: 'Client Uploads', details: (name) => `Details of ${name}`, panelOpened: /^Received by the firm: first opened on /,
    uploadTarget: /^To .+ · (.+)$/,
    uploadedNote: /^Uploaded — the firm will see it\. Its row in the list shows when someone at the firm first opens it\.$/,
    notOpened: 'Not yet opened by the firm', opened: /^Received by the firm · \S/,
    findClient: 'Find a client', folder: 'Folder', files: 'Files', uploadButton: 'Upload', staffUploaded: '1 document uploaded.',
    download: (name) => `Download ${name}`,
    events: 'Latest activity', downloaded: (name) => new RegExp(`at your firm downloaded ${name}`), signedIn: /^You signed in with /,
    bell: /^Notifications, \d+ unread$/, item: (name, client) => `Unread: The firm added ${name} to the documents of ${client}`,
    preferences: 'What you hear of, and how', prepare: 'Prepare an export', saveExport: 'Download the export',
  },
};

const JOAO: Trail = {
  who: 'joao', client: 'joao@contabil.example', staff: 'equipe@contabil.example',
  upload: 'Recibo de aluguel.pdf', fromFirm: 'Guia de recolhimento.pdf', uploadsPath: 'documents/Documentos',
  // His service requests with their threads, and the Box-E XML of a company that has Box-E on.
  exportHolds: (names) => {
    assert.ok(names.includes('requests.json'), names.join(', '));
    assert.ok(names.some((n) => /^fiscal\/nfe\/\d{4}-\d{2}\/(issued|received)\/\d{44}\.xml$/.test(n)), names.filter((n) => !n.startsWith('fiscal/')).join(', '));
  },
  say: {
    uploadsPanel: 'Envios', uploadsFolder: 'Envios do Cliente', details: (name) => `Detalhes de ${name}`,
    panelOpened: /^Recebido pelo escritório: aberto pela primeira vez em /, uploadTarget: /^Para .+ · (.+)$/,
    uploadedNote: /^Enviado — o escritório vai vê-lo\. A linha dele na lista mostra quando alguém do escritório o abrir pela primeira vez\.$/,
    notOpened: 'O escritório ainda não o abriu', opened: /^Recebido pelo escritório · \S/,
    findClient: 'Buscar um cliente', folder: 'Pasta', files: 'Arquivos', uploadButton: 'Enviar', staffUploaded: '1 documento enviado.',
    download: (name) => `Baixar ${name}`,
    events: 'Atividade recente', downloaded: (name) => new RegExp(`do escritório, baixou ${name}`), signedIn: /^Você entrou com /,
    bell: /^Notificações, \d+ não lidas?$/, item: (name, client) => `Não lida: O escritório adicionou ${name} aos documentos de ${client}`,
    preferences: 'O que você recebe, e como', prepare: 'Preparar uma exportação', saveExport: 'Baixar a exportação',
  },
};

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });

/** The page at both widths, whole, under `shot`-<who>-<width>.png, after axe finds nothing serious in `scope`. */
async function shoot(page: Page, dir: string, shot: string, who: string, scope: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    assert.deepEqual(await seriousViolations(page, scope), [], `${shot} at ${width}`);
    await page.screenshot({ path: join(dir, `trail-${shot}-${who}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const us = await startServer({ variant: 'us' });
  const br = await startServer({ variant: 'br' });

  for (const [trail, server] of [[MARIA, us], [JOAO, br]] as Array<[Trail, RunningServer]>) {
    const { say } = trail;
    await test(`${trail.who}'s upload is confirmed, then received once the firm opens it; Activity lists it, the notification centre and the export hold what the firm sent`, async () => {
      const clientContext = await browser.newContext({ acceptDownloads: true });
      const staffContext = await browser.newContext({ acceptDownloads: true });
      try {
        const client = await clientContext.newPage();
        await signIn(client, trail.client, undefined, server.baseUrl);
        await client.goto(`${server.baseUrl}/documents`);
        await client.getByRole('grid').getByRole('row').nth(1).waitFor();
        // Given as soon as the first rows show, while the area may still be loading its folders: it keeps the file
        // until they have come (the upload panel below shows only if this file was sent).
        await client.getByTestId('documents-file-input').setInputFiles({ name: trail.upload, mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
        // The confirmation says the firm will see it, never that it was received; the row says not yet opened.
        const panel = client.getByRole('region', { name: say.uploadsPanel });
        await panel.getByText(say.uploadedNote).waitFor();
        await client.screenshot({ path: join(artifactsDir, `trail-uploaded-${trail.who}-1280.png`) });
        const company = say.uploadTarget.exec((await panel.getByText(say.uploadTarget).textContent())!)![1]!;
        await row(client, trail.upload).getByText(say.notOpened, { exact: true }).waitFor();
        assert.equal(await row(client, trail.upload).getByText(say.opened).count(), 0);

        // The firm downloads the upload and sends the client a document of its own, with a notification.
        const firm = await staffContext.newPage();
        await signIn(firm, trail.staff, undefined, server.baseUrl);
        await firm.goto(`${server.baseUrl}/staff/client-documents`);
        const download = firm.waitForEvent('download');
        await firm.getByRole('button', { name: say.download(trail.upload) }).click();
        assert.equal((await download).suggestedFilename(), trail.upload);
        await firm.getByLabel(say.findClient).fill(company.split(' ').slice(0, 2).join(' '));
        await firm.getByRole('button', { name: new RegExp(`^${company}`) }).click();
        await firm.getByLabel(say.folder).selectOption({ label: say.uploadsFolder });
        await firm.getByLabel(say.files, { exact: true }).setInputFiles({ name: trail.fromFirm, mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
        await firm.getByRole('button', { name: say.uploadButton, exact: true }).click();
        await firm.getByRole('status').filter({ hasText: say.staffUploaded }).waitFor();

        // The row now says the firm received it, with the time of its first opening.
        await client.reload();
        await row(client, trail.upload).getByText(say.opened).waitFor();
        await client.getByRole('button', { name: say.details(trail.upload) }).click();
        await client.getByRole('complementary', { name: say.details(trail.upload) }).getByText(say.panelOpened).waitFor();
        await client.keyboard.press('Escape');
        for (const width of [1280, 390]) {
          await client.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await row(client, trail.upload).getByText(say.opened).waitFor();
          await client.screenshot({ path: join(artifactsDir, `trail-documents-${trail.who}-${width}.png`), fullPage: true });
        }
        await client.setViewportSize({ width: 1280, height: 900 });

        await client.goto(`${server.baseUrl}/activity`);
        const events = client.getByRole('list', { name: say.events });
        await events.getByText(say.downloaded(trail.upload)).waitFor();
        await events.getByText(say.signedIn).first().waitFor();
        await shoot(client, artifactsDir, 'activity', trail.who, '.activity-page');

        // The bell counts the firm's document; the centre lists it, with the preferences under it.
        const bell = client.getByRole('link', { name: say.bell });
        await bell.waitFor();
        for (const width of [1280, 390]) {
          await client.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await client.locator('.shell-header').screenshot({ path: join(artifactsDir, `trail-bell-${trail.who}-${width}.png`) });
        }
        await client.setViewportSize({ width: 1280, height: 900 });
        await bell.click();
        await client.waitForURL(`${server.baseUrl}/notifications`);
        await client.getByRole('link', { name: say.item(trail.fromFirm, company) }).waitFor();
        const preferences = client.getByRole('region', { name: say.preferences });
        await preferences.getByRole('combobox').first().waitFor();
        await shoot(client, artifactsDir, 'notifications', trail.who, '.notifications-page');
        for (const width of [1280, 390]) {
          await client.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await preferences.screenshot({ path: join(artifactsDir, `trail-preferences-${trail.who}-${width}.png`) });
        }
        await client.setViewportSize({ width: 1280, height: 900 });

        await client.goto(`${server.baseUrl}/activity`);
        await client.getByRole('button', { name: say.prepare }).click();
        const save = client.getByRole('button', { name: say.saveExport });
        await save.waitFor({ timeout: 30_000 });
        const exported = client.waitForEvent('download');
        await save.click();
        const names = await zipNames(await (await exported).path());
        assert.ok(names.includes(`${trail.uploadsPath}/${trail.upload}`), names.filter((n) => !n.startsWith('fiscal/')).join(', '));
        trail.exportHolds(names);
      } finally {
        await clientContext.close();
        await staffContext.close();
      }
    });
  }
};

export default suite;
