import { useTranslation } from 'react-i18next';
import { formatCpf } from '@portico/br-kit';
import { formatDate } from '@portico/plugin';
import type { RequestType } from '../contract';
import type { RuleViolation } from '../rules';
import { ruleMessageKey } from '../requests/use-request-draft';

/** How a payload value reads: as typed, a date, money, a yes/no, a CPF, or a choice's label (`<prefix>.<value>`). */
type Format = 'text' | 'date' | 'cents' | 'bool' | 'cpf' | 'minutes' | 'basisPoints' | { choice: string };
type Field = readonly [key: string, label: string, format?: Format];

const VACATION: readonly Field[] = [
  ['cpf', 'fields.employee', 'cpf'], ['acquisitionStart', 'vacation.acquisitionStart', 'date'], ['absences', 'vacation.absences'],
  ['soldDays', 'vacation.soldDays'], ['advanceThirteenth', 'vacation.advanceThirteenth', 'bool'], ['noticeDate', 'vacation.noticeDate', 'date'],
];
const PERSON: readonly Field[] = [['name', 'fields.name'], ['cpf', 'fields.cpf', 'cpf'], ['birthDate', 'fields.birthDate', 'date']];

/** The fields of each type in the order its form shows them (arrays and the address are shown apart). */
const FIELDS: Record<RequestType, readonly Field[]> = {
  PayrollEntry: [['competence', 'payroll.competence'], ['payRun', 'payroll.payRun', { choice: 'payroll.payRuns' }]],
  NoticeVacation: VACATION,
  VacationCalculation: VACATION,
  NoticeTermination: [
    ['cpf', 'fields.employee', 'cpf'], ['noticeDate', 'notice.noticeDate', 'date'], ['initiatedBy', 'notice.initiatedBy', { choice: 'notice.initiators' }],
    ['noticeType', 'notice.noticeType', { choice: 'notice.types' }], ['reduction', 'notice.reduction', { choice: 'notice.reductions' }],
  ],
  TerminationCalculation: [
    ['cpf', 'fields.employee', 'cpf'], ['terminationDate', 'termination.terminationDate', 'date'], ['reason', 'termination.reason', { choice: 'termination.reasons' }],
    ['noticeType', 'termination.noticeType', { choice: 'termination.noticeTypes' }], ['noticeDate', 'termination.noticeDate', 'date'], ['notes', 'termination.notes'],
  ],
  EmployeeLeave: [
    ['cpf', 'fields.employee', 'cpf'], ['startDate', 'leave.startDate', 'date'], ['endDate', 'leave.endDate', 'date'],
    ['reason', 'leave.reason', { choice: 'leave.reasons' }], ['notes', 'leave.notes'],
  ],
  Employee: [
    ...PERSON, ['pis', 'employee.pis'], ['ctps', 'employee.ctps'], ['sex', 'employee.sex', { choice: 'employee.sexes' }],
    ['education', 'employee.education', { choice: 'employee.educationLevels' }], ['email', 'fields.email'], ['phone', 'fields.phone'],
    ['hireDate', 'employee.hireDate', 'date'], ['jobPosition', 'fields.jobPosition'], ['cbo', 'employee.cbo'], ['salaryCents', 'employee.salary', 'cents'],
    ['weeklyHours', 'fields.weeklyHours'], ['contractType', 'employee.contractType', { choice: 'employee.contractTypes' }], ['contractEndDate', 'employee.contractEndDate', 'date'],
  ],
  Intern: [
    ...PERSON, ['level', 'intern.level', { choice: 'intern.levels' }], ['disability', 'intern.disability', 'bool'], ['mandatory', 'intern.mandatory', 'bool'],
    ['alternating', 'intern.alternating', 'bool'], ['startDate', 'intern.startDate', 'date'], ['endDate', 'intern.endDate', 'date'],
    ['institutionName', 'intern.institutionName'], ['institutionCnpj', 'intern.institutionCnpj'], ['supervisorName', 'intern.supervisorName'],
    ['supervisorCpf', 'intern.supervisorCpf', 'cpf'], ['insurancePolicy', 'intern.insurancePolicy'], ['stipendCents', 'intern.stipend', 'cents'], ['weeklyHours', 'fields.weeklyHours'],
  ],
  Taxpayer: [
    ...PERSON, ['pis', 'employee.pis'], ['entryDate', 'partner.entryDate', 'date'], ['category', 'partner.category', { choice: 'partner.categories' }],
    ['jobPosition', 'fields.jobPosition'], ['proLaboreCents', 'partner.proLabore', 'cents'], ['shareBasisPoints', 'partner.share', 'basisPoints'],
  ],
  Generic: [['subject', 'general.subject'], ['category', 'general.category', { choice: 'general.categories' }], ['message', 'general.message'], ['dueDate', 'general.dueDate', 'date']],
};
const ADDRESS = ['zipCode', 'street', 'number', 'complement', 'district', 'city', 'state'] as const;

/**
 * The client's form, read-only: each field with its label, its value and the rule it breaks, if any. An employee
 * reads as the name the client's payroll has for the CPF (`people`), with the CPF.
 */
export function PayloadView({ type, payload, violations, people }: {
  type: RequestType; payload: Record<string, unknown>; violations: RuleViolation[]; people: ReadonlyArray<{ cpf: string; name: string }>;
}) {
  const { t, i18n } = useTranslation('br.service-requests');
  const person = (cpf: string) => {
    const name = people.find((p) => p.cpf === cpf)?.name;
    return name ? t('inbox.person', { name, cpf: formatCpf(cpf) }) : formatCpf(cpf);
  };
  const decimal = (n: number) => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  const show = (value: unknown, format: Format = 'text'): string => {
    if (value === undefined || value === null || value === '') return '—';
    if (format === 'date' && typeof value === 'string') return formatDate(value, i18n.language);
    if (format === 'cents' && typeof value === 'number') return `R$ ${decimal(value / 100)}`;
    if (format === 'basisPoints' && typeof value === 'number') return `${decimal(value / 100)} %`;
    if (format === 'minutes' && typeof value === 'number') return `${Math.floor(value / 60)}:${String(value % 60).padStart(2, '0')}`;
    if (format === 'bool') return t(`form.yesNo.${value ? 'yes' : 'no'}`);
    if (format === 'cpf' && typeof value === 'string') return person(value);
    if (typeof format === 'object') return t(`${format.choice}.${String(value)}`, { defaultValue: String(value) });
    return String(value);
  };
  const broken = (field: string) => violations.find((v) => v.field === field);
  const row = (field: string, label: string, value: string) => {
    const rule = broken(field);
    return (
      <div key={field} className={rule ? 'sr-payload__broken' : undefined}>
        <dt>{label}</dt>
        <dd>{value}{rule && <span className="sr-payload__rule">{t(ruleMessageKey(rule, i18n.language))}</span>}</dd>
      </div>
    );
  };
  const periods = Array.isArray(payload.periods) ? (payload.periods as Array<{ startDate?: string; days?: number }>) : [];
  const entries = Array.isArray(payload.entries) ? (payload.entries as Array<{ cpf?: string; rubricCode?: string; minutes?: number; amountCents?: number }>) : [];
  const address = payload.address && typeof payload.address === 'object' ? (payload.address as Record<string, unknown>) : null;

  return (
    <dl className="sr-payload sr-payload--read-only">
      {FIELDS[type].map(([key, label, format]) => row(key, t(label), show(payload[key], format)))}
      {periods.flatMap((p, i) => [
        row(`periods.${i}.startDate`, t('vacation.periodStart', { number: i + 1 }), show(p.startDate, 'date')),
        row(`periods.${i}.days`, t('vacation.periodDays', { number: i + 1 }), show(p.days)),
      ])}
      {entries.map((e, i) => row(`entries.${i}`, t('payroll.lineProblem', { line: i + 1 }),
        `${show(e.cpf, 'cpf')} · ${e.rubricCode ?? '—'} · ${e.minutes !== undefined ? show(e.minutes, 'minutes') : show(e.amountCents, 'cents')}`))}
      {address && ADDRESS.map((key) => row(`address.${key}`, t(`address.${key}`), show(address[key])))}
    </dl>
  );
}
