import { describe, expect, it, vi } from 'vitest';
import type { TrashList } from '@portico/contract/documents';
import type { AlertService } from '@portico/plugin';
import type { DocumentsApi } from '../api/documents-api';
import { doc } from '../testing/fixtures';
import { daysLeft, TrashFlow } from './trash-flow';

const DAY = 86_400_000;
const entry = (id: string, name: string) => ({
  document: doc(id, { name }), deletedAt: '2026-11-01T00:00:00.000Z', purgeAt: '2026-12-01T00:00:00.000Z', folder: { id: 'uploads', name: 'Client Uploads' },
});

function setup(restored: string[]) {
  const list: TrashList = { retentionDays: 30, documents: [entry('a', 'A.pdf'), entry('b', 'B.pdf')] };
  const api = {
    trashList: vi.fn(async () => list),
    restore: vi.fn(async (_c: string, ids: string[]) => ({
      restored: list.documents.filter((e) => restored.includes(e.document.id) && ids.includes(e.document.id)).map((e) => e.document),
      notFound: ids.filter((id) => !restored.includes(id)),
    })),
  } as unknown as DocumentsApi;
  const alerts = { raise: vi.fn(), add: vi.fn() } as unknown as AlertService & { raise: ReturnType<typeof vi.fn> };
  const onRestored = vi.fn();
  return { flow: new TrashFlow({ api, alerts, clientId: () => 'c1', onRestored }), alerts, onRestored };
}

describe('daysLeft', () => {
  it('counts whole days up to the purge, never below 0', () => {
    const now = Date.parse('2026-11-21T12:00:00.000Z');
    expect(daysLeft(new Date(now + 9.5 * DAY).toISOString(), now)).toBe(10);
    expect(daysLeft(new Date(now - DAY).toISOString(), now)).toBe(0);
  });
});

describe('TrashFlow', () => {
  it('lists the trash with its retention and restores a document, reloading the list', async () => {
    const { flow, alerts, onRestored } = setup(['a']);
    await flow.open();
    expect(flow.state).toMatchObject({ status: 'loaded', retentionDays: 30 });
    await flow.restore(['a']);
    expect(flow.state.entries.map((e) => e.document.name)).toEqual(['B.pdf']);
    expect(alerts.raise).toHaveBeenCalledWith('restoreDocumentsSuccess', { values: { count: 1, name: 'A.pdf' } });
    expect(onRestored).toHaveBeenCalledOnce();
  });

  it('says how many could not be restored (purged meanwhile) and keeps them listed', async () => {
    const { flow, alerts, onRestored } = setup([]);
    await flow.open();
    await flow.restore(['b']);
    expect(alerts.raise).toHaveBeenCalledWith('restoreDocumentsError', { values: { count: 1 } });
    expect(onRestored).not.toHaveBeenCalled();
    expect(flow.state.entries).toHaveLength(2);
  });
});
