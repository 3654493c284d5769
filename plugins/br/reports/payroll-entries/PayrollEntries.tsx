import type { TFunction } from 'i18next';
import { formatCpf } from '@portico/br-kit';
import { REPORTS_API, type PayrollEntryRow } from '../contract';
import { fetchAllPages } from '../report/fetch-all';
import { ReportScreen, type ReportDefinition } from '../report/ReportScreen';

export interface PayrollEntryGridRow {
  id: string;
  competence: string;
  employeeName: string;
  cpf: string;
  rubric: string;
  kind: string;
  reference: number | null;
  earnings: number | null;
  deductions: number | null;
}

/** Earnings and deductions in separate columns (proventos, descontos), in reais from the server's integer cents. */
const toRow = (e: PayrollEntryRow, t: TFunction): PayrollEntryGridRow => ({
  id: e.id, competence: e.competence, employeeName: e.employeeName, cpf: e.cpf, rubric: `${e.rubricCode} ${e.rubricDescription}`,
  kind: t(`kinds.${e.kind}`), reference: e.quantity === null ? null : e.quantity / 100,
  earnings: e.kind === 'Earning' ? e.amountCents / 100 : null, deductions: e.kind === 'Deduction' ? e.amountCents / 100 : null,
});

/** Payroll entries (rubrics per employee and competence) of the competences in the period, with totals. */
export const payrollEntriesReport: ReportDefinition<PayrollEntryGridRow> = {
  key: 'payrollEntries',
  columns: (t) => [
    { header: t('columns.employee'), binding: 'employeeName', width: 190, total: 'count' },
    { header: t('columns.competence'), binding: 'competence', width: 110 },
    { header: t('columns.cpf'), binding: 'cpf', format: formatCpf, width: 140 },
    { header: t('columns.rubric'), binding: 'rubric', width: 180 },
    { header: t('columns.kind'), binding: 'kind', width: 110 },
    { header: t('columns.reference'), binding: 'reference', dataType: 'number', format: 'n2', align: 'end', width: 110 },
    { header: t('columns.earnings'), binding: 'earnings', dataType: 'number', format: 'c2', align: 'end', total: 'sum', width: 140 },
    { header: t('columns.deductions'), binding: 'deductions', dataType: 'number', format: 'c2', align: 'end', total: 'sum', width: 140 },
  ],
  load: async (http, clientId, range, t) =>
    (await fetchAllPages<PayrollEntryRow>(http, REPORTS_API.reportPayrollEntries, { clientId }, range)).map((e) => toRow(e, t)),
};

export default function PayrollEntries() {
  return <ReportScreen definition={payrollEntriesReport} />;
}
