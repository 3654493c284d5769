import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, renderWithKernel } from '@portico/plugin/testing';
import documents from '../feature';
import { SERVER_ORDER } from '../model/document-view';
import { doc } from '../testing/fixtures';
import { DocumentList } from './DocumentList';

async function renderList(count: number) {
  const kernel = await createTestKernel({ plugins: [documents] });
  await kernel.get(TOKENS.I18n).loadNamespace('common.documents');
  const onRowsInView = vi.fn();
  const rows = Array.from({ length: count }, (_, i) => doc(`d${i}`, { name: `Receipt ${String(i).padStart(4, '0')}.pdf` }));
  renderWithKernel(
    <DocumentList
      rows={rows} loading={false} sort={SERVER_ORDER} onSort={() => {}} selected={new Set()} onSelectionChange={() => {}} selectable
      onOpen={() => {}} onDetails={() => {}} onRowsInView={onRowsInView} emptyText="" height={520}
    />,
    { kernel },
  );
  const documentRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-document-id'));
  return { documentRows, onRowsInView };
}

describe('the document list', () => {
  it('draws a folder that fits on screen whole and in flow, without the virtual list (which measures itself as it mounts)', async () => {
    const { documentRows, onRowsInView } = await renderList(3);
    const rows = documentRows();
    expect(rows.map((row) => /Receipt \d{4}\.pdf/.exec(row.textContent ?? '')?.[0])).toEqual(['Receipt 0000.pdf', 'Receipt 0001.pdf', 'Receipt 0002.pdf']);
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4']);
    expect(rows.map((row) => row.style.position)).toEqual(['', '', '']);
    expect(rows[0]!.style.height).toBe('44px');
    expect(onRowsInView).toHaveBeenCalledWith(0, 2);
  });

  it('virtualises a folder longer than it shows: only the rows in view and the overscan are drawn', async () => {
    const { documentRows, onRowsInView } = await renderList(300);
    const rows = documentRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]!.style.position).toBe('absolute');
    expect(onRowsInView).toHaveBeenCalledWith(0, rows.length - 1);
  });
});
