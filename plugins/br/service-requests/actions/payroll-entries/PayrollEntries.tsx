import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput, TextInput } from '@portico/toolkit/forms';
import { Grid, type GridColumn } from '@portico/toolkit/grid';
import { centsToDecimalString, decimalFor, hourMinute } from '@portico/toolkit/validators';
import { formatCpf } from '@portico/br-kit';
import { PAY_RUNS, type Rubric } from '../../contract';
import { competenceCodec } from '../../requests/codecs';
import { useEmployees } from '../../requests/EmployeePicker';
import { ChoiceSelect, RequestField, RequestForm } from '../../requests/RequestForm';
import { useRequestDraft, type DraftExtra } from '../../requests/use-request-draft';
import { useRequestsQuery } from '../../requests/use-requests-api';
import { entriesToLines, lineKey, lineTotals, linesToEntries, type EntryLine } from './lines';

interface LineRow {
  key: string;
  employee: string;
  cpf: string;
  rubric: string;
  quantity: string;
  amount: number | null;
  inputWrite: Record<string, boolean>;
}

const valueValidator = decimalFor(',');
/** One empty list for a failed read, so the memos below keep their values between renders. */
const NO_RUBRICS: Rubric[] = [];

/** Lançamentos da folha: competência and tipo de folha, then lines (employee, rubrica, hours or value) in the grid. */
export default function PayrollEntries() {
  const { t } = useTranslation('br.service-requests');
  const [lines, setLines] = useState<EntryLine[]>([]);
  const rubricList = useRequestsQuery(['rubrics'], (api) => api.rubrics());
  // Without the rubrics (a failed read) lines still show, by their codes.
  const rubrics = rubricList.status === 'loaded' ? rubricList.data.items : rubricList.status === 'failed' ? NO_RUBRICS : null;
  const entries = useMemo(() => linesToEntries(lines, rubrics ?? []), [lines, rubrics]);
  const extra = useMemo<DraftExtra>(() => ({ value: { entries }, load: (payload) => setLines(entriesToLines(payload.entries)) }), [entries]);
  const ruleContext = useMemo(() => ({ rubrics: rubrics ?? undefined }), [rubrics]);
  const draft = useRequestDraft('PayrollEntry', {
    competence: { codec: competenceCodec },
    payRun: {},
  }, { extra, ruleContext });
  const { employees } = useEmployees();

  const rubricOf = useCallback((code: string) => rubrics?.find((r) => r.code === code), [rubrics]);
  const rows = useMemo<LineRow[]>(() => lines.map((line, i) => {
    const employee = employees?.find((e) => formatCpf(e.cpf) === line.cpf);
    const rubric = rubricOf(line.rubricCode);
    const cents = entries[i]?.amountCents;
    return {
      key: line.key,
      employee: employee?.name ?? line.cpf,
      cpf: line.cpf.replace(/\D/g, ''),
      rubric: rubric ? `${rubric.code} · ${rubric.description}` : line.rubricCode,
      quantity: line.quantity,
      amount: typeof cents === 'number' ? cents / 100 : null,
      inputWrite: { quantity: !draft.readOnly },
    };
  }), [lines, employees, rubricOf, entries, draft.readOnly]);

  const columns = useMemo<GridColumn<LineRow>[]>(() => [
    {
      header: t('payroll.employee'), binding: 'employee', minWidth: 180, total: 'count',
      employee: (row) => {
        const e = employees?.find((x) => x.cpf === row.cpf);
        return e ? { name: e.name, cpf: formatCpf(e.cpf), hireDate: e.hireDate, jobPosition: e.jobPosition } : null;
      },
    },
    { header: t('payroll.rubric'), binding: 'rubric', minWidth: 180 },
    { header: t('payroll.quantity'), binding: 'quantity', editable: 'mixed', width: 120, align: 'end' },
    { header: t('payroll.amount'), binding: 'amount', dataType: 'number', format: 'c2', total: 'sum', width: 130, align: 'end' },
    {
      header: t('payroll.actions'), binding: 'key', width: 90,
      actions: [{ type: 'remove', label: t('payroll.removeLine'), hidden: () => draft.readOnly, onClick: (row) => setLines((all) => all.filter((l) => l.key !== row.key)) }],
    },
  ], [t, employees, draft.readOnly]);

  const totals = lineTotals(entries);
  const lineProblems = draft.violations.filter((v) => v.field.startsWith('entries'));

  return (
    <RequestForm draft={draft} title={t('actions.payrollEntries')}>
      <RequestField draft={draft} name="competence" label={t('payroll.competence')} hint={t('payroll.competenceHint')}>
        {(p) => <MaskedInput mask="00/0000" inputMode="numeric" placeholder={t('payroll.competencePlaceholder')} {...p} />}
      </RequestField>
      <RequestField draft={draft} name="payRun" label={t('payroll.payRun')}>
        {(p) => <ChoiceSelect choices={PAY_RUNS} labelPrefix="payroll.payRuns" input={p} />}
      </RequestField>
      <h2 className="sr-section">{t('payroll.lines')}</h2>
      {!draft.readOnly && (
        <AddLine rubrics={rubrics} employees={employees} onAdd={(line) => setLines((all) => [...all, line])} />
      )}
      <div className="sr-lines">
        {lines.length === 0 ? (
          <p className="empty-state">{t('payroll.noLines')}</p>
        ) : (
          <Grid<LineRow>
            rows={rows}
            columns={columns}
            ariaLabel={t('payroll.lines')}
            height={Math.min(420, 50 * (rows.length + 2) + 10)}
            itemValidator={(row, _binding, value) => {
              const unit = rubricOf(lines.find((l) => l.key === row.key)?.rubricCode ?? '')?.unit;
              return unit === 'hours' ? hourMinute(value) : valueValidator(value);
            }}
            onCellEdit={(row, _binding, value) => setLines((all) => all.map((l) => (l.key === row.key ? { ...l, quantity: value } : l)))}
          />
        )}
        <p className="sr-totals" aria-live="polite">
          <span>{t('payroll.totalHours', { hours: `${Math.floor(totals.minutes / 60)}:${String(totals.minutes % 60).padStart(2, '0')}` })}</span>
          <span>{t('payroll.totalValue', { value: centsToDecimalString(totals.cents).replace('.', ',') })}</span>
        </p>
        {lineProblems.length > 0 && (
          <ul className="sr-form__error" role="alert">
            {lineProblems.map((v) => (
              <li key={`${v.field}-${v.code}`}>
                {t('payroll.lineProblem', { line: Number(v.field.split('.')[1]) + 1 })} {t(draft.ruleMessage(v))}
              </li>
            ))}
          </ul>
        )}
      </div>
    </RequestForm>
  );
}

/** The line being added: employee, rubric, then hours (HHH:MM) or a value, by the rubric's unit. */
function AddLine({ rubrics, employees, onAdd }: {
  rubrics: Rubric[] | null; employees: ReturnType<typeof useEmployees>['employees']; onAdd(line: EntryLine): void;
}) {
  const { t } = useTranslation('br.service-requests');
  const { t: tk } = useTranslation('toolkit');
  const [cpf, setCpf] = useState('');
  const [rubricCode, setRubricCode] = useState('');
  const [quantity, setQuantity] = useState('');
  const unit = rubrics?.find((r) => r.code === rubricCode)?.unit;
  const quantityError = quantity ? (unit === 'hours' ? hourMinute(quantity) : valueValidator(quantity)) : null;
  const ready = cpf && rubricCode && quantity && !quantityError;
  const add = () => {
    if (!ready) return;
    onAdd({ key: lineKey(), cpf, rubricCode, quantity });
    setQuantity('');
  };
  return (
    <div className="sr-add-line sr-wide" role="group" aria-label={t('payroll.addLine')}>
      <label>
        {t('payroll.employee')}
        <select className="portico-input" value={cpf} onChange={(e) => setCpf(e.target.value)}>
          <option value="">{employees === null ? t('form.loadingEmployees') : t('form.chooseEmployee')}</option>
          {employees?.map((e) => <option key={e.id} value={formatCpf(e.cpf)}>{e.name} · {formatCpf(e.cpf)}</option>)}
        </select>
      </label>
      <label>
        {t('payroll.rubric')}
        <select className="portico-input" value={rubricCode} onChange={(e) => { setRubricCode(e.target.value); setQuantity(''); }}>
          <option value="">{rubrics === null ? t('payroll.loadingRubrics') : t('payroll.chooseRubric')}</option>
          {rubrics?.map((r) => <option key={r.code} value={r.code}>{r.code} · {r.description} ({t(`payroll.units.${r.unit}`)})</option>)}
        </select>
      </label>
      <label>
        {unit === 'hours' ? t('payroll.hours') : t('payroll.value')}
        <TextInput
          value={quantity}
          onValueChange={setQuantity}
          inputMode={unit === 'hours' ? 'numeric' : 'decimal'}
          placeholder={unit === 'hours' ? '000:00' : '0,00'}
          aria-invalid={quantityError ? true : undefined}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add(); } }}
        />
        {quantityError && <span className="portico-field__error">{tk(quantityError)}</span>}
      </label>
      <button type="button" className="sr-button" onClick={add} disabled={!ready}>{t('payroll.addLine')}</button>
    </div>
  );
}
