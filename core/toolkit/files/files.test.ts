import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachmentName, OBJECT_URL_LIFETIME_MS, saveFile, saveResponse } from './index';

describe('attachmentName', () => {
  it('prefers the encoded filename*, falls back to filename, and answers null without either', () => {
    expect(attachmentName(`attachment; filename="Relat_rio.pdf"; filename*=UTF-8''Relat%C3%B3rio%20anual.pdf`)).toBe('Relatório anual.pdf');
    expect(attachmentName(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.pdf"`)).toBe('plain.pdf');
    expect(attachmentName('attachment; filename="nota.xml"')).toBe('nota.xml');
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});

describe('saveFile', () => {
  afterEach(() => vi.useRealTimers());

  it('clicks a hidden link with the name, removes it, and frees the object URL only after its lifetime', () => {
    vi.useFakeTimers();
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portal/1');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: Array<{ href: string; download: string; inPage: boolean }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });
    saveFile(new Blob(['x']), 'Recibo.pdf');
    expect(clicked).toEqual([{ href: 'blob:portal/1', download: 'Recibo.pdf', inPage: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoked).toHaveBeenCalledWith('blob:portal/1');
    [created, revoked, click].forEach((spy) => spy.mockRestore());
  });

  it('names a fetched answer from its Content-Disposition, else with the fallback', async () => {
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { names.push(this.download); });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portal/2');
    await saveResponse(new Response('<NFe/>', { headers: { 'content-disposition': 'attachment; filename="3526.xml"' } }), 'fallback.xml');
    await saveResponse(new Response('<NFe/>'), 'fallback.xml');
    expect(names).toEqual(['3526.xml', 'fallback.xml']);
    [click, created].forEach((spy) => spy.mockRestore());
  });
});
