import type { TFunction } from 'i18next';
import { formatCpf } from '@portico/br-kit';
import { REPORTS_API, type PayrollRegistrationRow } from '../contract';
import { fetchAllPages } from '../report/fetch-all';
import { ReportScreen, type ReportDefinition } from '../report/ReportScreen';

export interface PayrollRegistrationGridRow {
  id: string;
  employeeName: string;
  cpf: string;
  event: string;
  eventDate: string;
  jobPosition: string;
  salary: number | null;
  esocialReceipt: string;
}

const toRow = (r: PayrollRegistrationRow, t: TFunction): PayrollRegistrationGridRow => ({
  id: r.id, employeeName: r.employeeName, cpf: r.cpf, event: t(`events.${r.event}`), eventDate: r.eventDate, jobPosition: r.jobPosition,
  salary: r.salaryCents === null ? null : r.salaryCents / 100, esocialReceipt: r.esocialReceipt ?? t('receiptPending'),
});

/** Admissions, terminations and changes dated in the period, with the eSocial receipt of each. */
export const payrollRegistrationsReport: ReportDefinition<PayrollRegistrationGridRow> = {
  key: 'payrollRegistrations',
  columns: (t) => [
    { header: t('columns.employee'), binding: 'employeeName', width: 190, total: 'count' },
    { header: t('columns.event'), binding: 'event', width: 150 },
    { header: t('columns.eventDate'), binding: 'eventDate', dataType: 'date', format: 'd', width: 120 },
    { header: t('columns.cpf'), binding: 'cpf', format: formatCpf, width: 140 },
    { header: t('columns.jobPosition'), binding: 'jobPosition', width: 170 },
    { header: t('columns.salary'), binding: 'salary', dataType: 'number', format: 'c2', align: 'end', total: 'sum', width: 130 },
    { header: t('columns.esocialReceipt'), binding: 'esocialReceipt', width: 230 },
  ],
  load: async (http, clientId, range, t) =>
    (await fetchAllPages<PayrollRegistrationRow>(http, REPORTS_API.reportPayrollRegistrations, { clientId }, range)).map((r) => toRow(r, t)),
  defaultSort: [{ binding: 'eventDate', direction: 'desc' }],
};

export default function PayrollRegistrations() {
  return <ReportScreen definition={payrollRegistrationsReport} />;
}
