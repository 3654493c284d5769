import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTION_ICON_TYPES,
  ActionIcon,
  applyMask,
  date,
  DateInput,
  decimalFor,
  FormField,
  Grid,
  type GridColumn,
  type GridHandle,
  hourMinute,
  localeDecimalSeparator,
  MaskedInput,
  minlengthTrim,
  SavingIndicator,
  TextInput,
  Toolbar,
  useForm,
  useGridToolbar,
} from '@portico/toolkit';
import {
  CEP_MASK,
  cnpj,
  CNPJ_ALPHANUMERIC_MASK,
  CNPJ_MASK,
  cpf,
  CPF_MASK,
  formatCpf,
  nfeAccessKey,
} from '@portico/br-kit';
import { EXAMPLE_EMPLOYEES, nextExampleEmployee, type ExampleEmployee } from './example-data';
import './gallery.css';

/** The form half: every input and mask, each validator on a field, the first failing message once dirty. */
function FormsGallery() {
  const { t, i18n } = useTranslation('toolkit');
  const separator = localeDecimalSeparator(i18n.language);
  const form = useForm({
    name: { validators: [minlengthTrim(3)] },
    cpf: { validators: [cpf] },
    cnpj: { validators: [cnpj] },
    cnpjAlphanumeric: { validators: [cnpj] },
    cep: { validators: [], optional: true },
    admission: { validators: [date] },
    hours: { validators: [hourMinute] },
    amount: { validators: [decimalFor(separator)] },
    accessKey: { validators: [nfeAccessKey], optional: true },
  });
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const simulateSave = () => {
    setSaving(true);
    window.setTimeout(() => setSaving(false), 800);
  };
  const g = (key: string) => t(`gallery.${key}`);
  return (
    <section className="gallery-card" aria-labelledby="gallery-forms">
      <div className="gallery-card-header">
        <h2 id="gallery-forms">{g('forms.title')}</h2>
        <SavingIndicator saving={saving} />
      </div>
      <p className="gallery-hint">{g('forms.hint')}</p>
      <form
        className="gallery-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
        }}
      >
        <FormField label={g('forms.name')} field={form.field('name')}>{(p) => <TextInput {...p} autoComplete="off" />}</FormField>
        <FormField label={g('forms.cpf')} field={form.field('cpf')} hint={CPF_MASK}>{(p) => <MaskedInput mask={CPF_MASK} inputMode="numeric" {...p} />}</FormField>
        <FormField label={g('forms.cnpj')} field={form.field('cnpj')} hint={CNPJ_MASK}>{(p) => <MaskedInput mask={CNPJ_MASK} inputMode="numeric" {...p} />}</FormField>
        <FormField label={g('forms.cnpjAlphanumeric')} field={form.field('cnpjAlphanumeric')} hint={g('forms.cnpjAlphanumericHint')}>
          {(p) => <MaskedInput mask={CNPJ_ALPHANUMERIC_MASK} autoCapitalize="characters" {...p} />}
        </FormField>
        <FormField label={g('forms.cep')} field={form.field('cep')} hint={CEP_MASK}>{(p) => <MaskedInput mask={CEP_MASK} inputMode="numeric" {...p} />}</FormField>
        <FormField label={g('forms.admission')} field={form.field('admission')}>{(p) => <DateInput {...p} />}</FormField>
        <FormField label={g('forms.hours')} field={form.field('hours')} hint="000:00">{(p) => <TextInput {...p} inputMode="numeric" />}</FormField>
        <FormField label={g('forms.amount')} field={form.field('amount')} hint={separator === ',' ? '1.234,56' : '1,234.56'}>
          {(p) => <TextInput {...p} inputMode="decimal" />}
        </FormField>
        <FormField label={g('forms.accessKey')} field={form.field('accessKey')}>{(p) => <TextInput {...p} inputMode="numeric" />}</FormField>
        <div className="gallery-buttons">
          <button type="submit" disabled={!form.valid}>{g('forms.submit')}</button>
          <button type="button" className="secondary" onClick={simulateSave}>{g('forms.simulateSave')}</button>
          <button type="button" className="secondary" onClick={() => { form.reset(); setSubmitted(false); }}>{g('forms.reset')}</button>
        </div>
        {submitted && <p role="status">{g('forms.submitted')}</p>}
      </form>
      <h3>{g('masks.title')}</h3>
      <dl className="gallery-masks">
        <dt>{g('forms.cpf')}</dt><dd><code>{applyMask('52998224725', CPF_MASK)}</code></dd>
        <dt>{g('forms.cnpj')}</dt><dd><code>{applyMask('11222333000181', CNPJ_MASK)}</code></dd>
        <dt>{g('forms.cnpjAlphanumeric')}</dt><dd><code>{applyMask('12abc34501de35', CNPJ_ALPHANUMERIC_MASK)}</code></dd>
        <dt>{g('forms.cep')}</dt><dd><code>{applyMask('01310100', CEP_MASK)}</code></dd>
      </dl>
    </section>
  );
}

/** The grid half: toolbar actions, column menu, group panel, search, sort, selection, editing, totals, export. */
function GridGallery() {
  const { t } = useTranslation('toolkit');
  const g = (key: string) => t(`gallery.${key}`);
  const [rows, setRows] = useState<ExampleEmployee[]>(EXAMPLE_EMPLOYEES);
  const [selected, setSelected] = useState<ExampleEmployee[]>([]);
  const [log, setLog] = useState<string>('');
  const grid = useRef<GridHandle<ExampleEmployee>>(null);
  const columns = useMemo<GridColumn<ExampleEmployee>[]>(
    () => [
      { header: g('grid.name'), binding: 'name', minWidth: 180, employee: (row) => ({ name: row.name, cpf: row.cpf, hireDate: row.hired, jobPosition: row.job }) },
      { header: g('grid.cpf'), binding: 'cpf', format: formatCpf, minWidth: 140 },
      { header: g('grid.state'), binding: 'state', width: 80 },
      { header: g('grid.hired'), binding: 'hired', dataType: 'date', format: 'd', width: 120 },
      { header: g('grid.hours'), binding: 'hours', editable: 'mixed', maxLength: 6, placeholder: '000:00', width: 110, align: 'end' },
      { header: g('grid.salary'), binding: 'salary', dataType: 'number', format: 'c2', total: 'sum', align: 'end', width: 140 },
      {
        header: g('grid.actions'), binding: 'id', width: 140,
        actions: [
          { type: 'details', onClick: (row) => setLog(t('gallery.grid.detailsOf', { name: row.name })) },
          { type: 'popover', popover: (row) => <span>{row.job}</span> },
          { type: 'remove', onClick: (row) => setRows((current) => current.filter((r) => r.id !== row.id)), disabled: (row) => Boolean(row.disabled) },
        ],
      },
    ],
    // Headers follow the language; `g` is rebuilt with `t`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const controls = useGridToolbar(columns);
  return (
    <section className="gallery-card" aria-labelledby="gallery-grid">
      <h2 id="gallery-grid">{g('grid.title')}</h2>
      <p className="gallery-hint">{g('grid.hint')}</p>
      <Toolbar
        title={g('grid.toolbarTitle')}
        {...controls.toolbar}
        actions={[
          { type: 'add', onClick: () => setRows((current) => [...current, nextExampleEmployee(current)]) },
          { type: 'refresh', onClick: () => setRows(EXAMPLE_EMPLOYEES) },
          { type: 'export', onClick: () => void grid.current?.exportXlsx(g('grid.exportName')) },
          { type: 'remove', disabled: selected.length === 0, onClick: () => setRows((current) => current.filter((r) => !selected.includes(r))) },
          { type: 'confirm', disabled: selected.length === 0, onClick: () => setLog(t('gallery.grid.confirmed', { count: selected.length })) },
          { type: 'refuse', disabled: selected.length === 0, onClick: () => setLog(t('gallery.grid.refused', { count: selected.length })) },
          { type: 'warn', onClick: () => setLog(g('grid.warned')) },
        ]}
      />
      <Grid
        rows={rows}
        columns={columns}
        ariaLabel={g('grid.title')}
        selectable
        gridRef={grid}
        height={360}
        defaultSort={[{ binding: 'name', direction: 'asc' }]}
        itemValidator={(_row, binding, value) => (binding === 'hours' ? hourMinute(value) : null)}
        onCellEdit={(row, binding, value) => setRows((current) => current.map((r) => (r.id === row.id ? { ...r, [binding]: value } : r)))}
        onSelectionChange={setSelected}
        exportFileName={g('grid.exportName')}
        {...controls.grid}
      />
      <p className="gallery-log" role="status" aria-live="polite">
        {t('gallery.grid.selected', { count: selected.length })}
        {log && ` · ${log}`}
      </p>
    </section>
  );
}

/** The action icon types of spec 001 with their accessible names. */
function IconsGallery() {
  const { t } = useTranslation('toolkit');
  return (
    <section className="gallery-card" aria-labelledby="gallery-icons">
      <h2 id="gallery-icons">{t('gallery.icons.title')}</h2>
      <ul className="gallery-icons">
        {ACTION_ICON_TYPES.map((type) => (
          <li key={type}>
            <ActionIcon type={type} size={28} />
            <code>{type}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The "mocks" action: a live toolkit gallery on example data (nothing here is sent to the server). */
export default function ToolkitGallery() {
  const { t } = useTranslation(['br.service-requests', 'toolkit']);
  return (
    <div className="toolkit-gallery">
      <h1>{t('mocks.title')}</h1>
      <p className="gallery-hint">{t('toolkit:gallery.intro')}</p>
      <FormsGallery />
      <GridGallery />
      <IconsGallery />
    </div>
  );
}
