import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertService, type RaiseOptions } from '@portico/plugin';
import { AlertCatalogue, CORE_ALERT_NAMESPACE, CORE_ALERTS, readTranslations } from '@portico/plugin/testing';
import { DOCUMENT_ALERTS, DOCUMENTS_FEATURE } from './alerts';
import { uploadFailuresAlert } from './flows/upload-alerts';

afterEach(() => vi.useRealTimers());

/** Core's alerts and the documents feature's, as the kernel registers them when documents is enabled. */
function catalogue(): AlertCatalogue {
  const c = new AlertCatalogue();
  c.define(DOCUMENTS_FEATURE, DOCUMENTS_FEATURE, DOCUMENT_ALERTS);
  return c;
}
const catalogueAlert = (key: string, options?: RaiseOptions) => catalogue().input(key, options);
const alertNamespace = (key: string) => catalogue().namespaceOf(key)!;

describe('alert catalogue', () => {
  it('applies the rules of spec 000 §8', () => {
    expect(catalogueAlert('clientListErrorMsg')).toMatchObject({ type: 'danger', closeable: true, timeout: null, ns: 'shell' });
    expect(catalogueAlert('documentsDeleteGenericError')).toMatchObject({ type: 'danger', timeout: null, ns: 'common.documents', msg: 'alerts.documentsDeleteGenericError' });
    expect(catalogueAlert('sendDocsErrorMsg')).toMatchObject({ type: 'danger', timeout: null });
    expect(catalogueAlert('deleteDocumentsSuccessAlertMsg')).toMatchObject({ type: 'success', timeout: 2800 });
    expect(catalogueAlert('sendDocsSuccessMsg')).toMatchObject({ type: 'success', timeout: 2500 });
    expect(catalogueAlert('documentsDeleteErrorCount', { values: { failureCount: 1, totalCount: 3 } }).values).toEqual({ failureCount: 1, totalCount: 3 });
  });

  it('makes the upload failure info when some succeeded and danger when none did, clickable with the names', () => {
    expect(uploadFailuresAlert(['a.pdf'], 3)).toMatchObject({
      type: 'info', timeout: null, clickAction: 'details', modalItems: ['a.pdf'], values: { failedCount: 1, totalCount: 3 },
      modalMsg: 'alerts.uploadDocumentsFailedModalMsg',
    });
    expect(uploadFailuresAlert(['a.pdf', 'b.pdf'], 2).type).toBe('danger');
    // One failed, two canceled: nothing succeeded.
    expect(uploadFailuresAlert(['a.pdf'], 3, 0).type).toBe('danger');
    expect(catalogueAlert('clientListErrorMsg').clickAction).toBeUndefined();
  });

  it('gives clickable alerts their details text, which the caller may replace', () => {
    expect(catalogueAlert('documentsDeleteErrorCount', { modalItems: ['x.pdf'] })).toMatchObject({
      clickAction: 'details', modalMsg: 'alerts.deleteDocumentsErrorMulti', modalItems: ['x.pdf'],
    });
    expect(catalogueAlert('selectMultiDocsErrorAlertMsg', { modalMsg: 'alerts.other' }).modalMsg).toBe('alerts.other');
  });

  it('has an English text in its own namespace for every key and details text, and the service removes timed alerts but keeps sticky ones', () => {
    const lookup = (ns: string, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], readTranslations('en-us', ns));
    // A counted text comes in plural forms ("_one", "_other"), which i18next picks by the count.
    const text = (ns: string, key: string) => lookup(ns, key) ?? lookup(ns, `${key}_other`);
    for (const key of [...Object.keys(CORE_ALERTS), ...Object.keys(DOCUMENT_ALERTS)]) {
      const alert = catalogueAlert(key);
      expect(typeof text(alertNamespace(key), alert.msg), key).toBe('string');
      if (alert.modalMsg) expect(typeof lookup(alertNamespace(key), alert.modalMsg), alert.modalMsg).toBe('string');
    }
    // Each text lives once: the documents alerts are not repeated in the shell namespace.
    const shellAlerts = (readTranslations('en-us', CORE_ALERT_NAMESPACE) as { alerts: Record<string, unknown> }).alerts;
    expect(Object.keys(shellAlerts).filter((key) => key in DOCUMENT_ALERTS)).toEqual([]);

    vi.useFakeTimers();
    const service = new AlertService(catalogue());
    service.raise('deleteDocumentsSuccessAlertMsg');
    service.raise('documentsDeleteGenericError');
    vi.advanceTimersByTime(2799);
    expect(service.state.alerts).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(service.state.alerts.map((a) => a.msg)).toEqual(['alerts.documentsDeleteGenericError']);
  });
});
