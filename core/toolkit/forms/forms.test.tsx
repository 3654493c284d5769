import { fireEvent, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n } from '@portico/test/support/i18n';
import { date, minlengthTrim } from '../validators';
import { FormField } from './FormField';
import { DateInput, IsoDateInput, IsoDateTimeInput, IsoMonthInput, MaskedInput, TextInput } from './inputs';
import { formatDateDigits } from './masks';
import { SavingIndicator } from './SavingIndicator';
import { useForm } from './use-form';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createTestI18n(['toolkit']);
});
const wrap = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('masks', () => {
  it('auto-formats dates from digits only, at most 10 characters', () => {
    expect(formatDateDigits('0')).toBe('0');
    expect(formatDateDigits('010')).toBe('01/0');
    expect(formatDateDigits('01022')).toBe('01/02/2');
    expect(formatDateDigits('01a02b2024999')).toBe('01/02/2024');
    expect(formatDateDigits('01/02/2024')).toBe('01/02/2024');
  });
});

function Controlled({ render: renderInput }: { render: (value: string, set: (v: string) => void) => ReactNode }) {
  const [value, setValue] = useState('');
  return (
    <>
      {renderInput(value, setValue)}
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('inputs', () => {
  it('DateInput formats while typing and uses the translated placeholder', () => {
    wrap(<Controlled render={(v, set) => <DateInput aria-label="Birth" value={v} onValueChange={set} />} />);
    const input = screen.getByRole('textbox', { name: 'Birth' }) as HTMLInputElement;
    expect(input.placeholder).toBe('DD/MM/YYYY');
    expect(input.maxLength).toBe(10);
    fireEvent.change(input, { target: { value: '2503x1990' } });
    expect(input.value).toBe('25/03/1990');
  });

  it.each([
    ['pt-br', '24/12/2026', 'DD/MM/AAAA'],
    ['en-us', '12/24/2026', 'MM/DD/YYYY'],
  ])('IsoDateInput in %s is typed %s and keeps ISO, whatever the browser locale', async (lang, typed, placeholder) => {
    const i18nIn = await createTestI18n(['toolkit'], lang);
    render(<I18nextProvider i18n={i18nIn}><Controlled render={(v, set) => <IsoDateInput aria-label="Due" value={v} onValueChange={set} />} /></I18nextProvider>);
    const input = screen.getByRole('textbox', { name: 'Due' }) as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe(placeholder);
    fireEvent.change(input, { target: { value: typed.slice(0, 5) } });
    expect(screen.getByTestId('value').textContent).toBe('');
    fireEvent.change(input, { target: { value: typed.replace(/\//g, '') } });
    expect(input.value).toBe(typed);
    expect(screen.getByTestId('value').textContent).toBe('2026-12-24');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('IsoMonthInput is typed mm/aaaa and keeps yyyy-MM; a value set from outside shows in that order', async () => {
    const i18nIn = await createTestI18n(['toolkit'], 'pt-br');
    const { rerender } = render(<I18nextProvider i18n={i18nIn}><IsoMonthInput aria-label="Mês" value="2026-03" onValueChange={() => {}} /></I18nextProvider>);
    const input = screen.getByRole('textbox', { name: 'Mês' }) as HTMLInputElement;
    expect(input.value).toBe('03/2026');
    expect(input.placeholder).toBe('MM/AAAA');
    let heard = '';
    rerender(<I18nextProvider i18n={i18nIn}><IsoMonthInput aria-label="Mês" value="2026-03" onValueChange={(v) => { heard = v; }} /></I18nextProvider>);
    fireEvent.change(input, { target: { value: '112026' } });
    expect(input.value).toBe('11/2026');
    expect(heard).toBe('2026-11');
  });

  it('IsoDateTimeInput is typed dd/mm/aaaa hh:mm in pt-BR and keeps the datetime-local value', async () => {
    const i18nIn = await createTestI18n(['toolkit'], 'pt-br');
    render(<I18nextProvider i18n={i18nIn}><Controlled render={(v, set) => <IsoDateTimeInput aria-label="Publicar em" value={v} onValueChange={set} />} /></I18nextProvider>);
    const input = screen.getByRole('textbox', { name: 'Publicar em' }) as HTMLInputElement;
    expect(input.placeholder).toBe('DD/MM/AAAA HH:MM');
    fireEvent.change(input, { target: { value: '241220260930' } });
    expect(input.value).toBe('24/12/2026 09:30');
    expect(screen.getByTestId('value').textContent).toBe('2026-12-24T09:30');
  });

  it('MaskedInput applies its pattern (a CPF\'s here)', () => {
    wrap(<Controlled render={(v, set) => <MaskedInput aria-label="CPF" mask="000.000.000-00" value={v} onValueChange={set} />} />);
    const input = screen.getByRole('textbox', { name: 'CPF' }) as HTMLInputElement;
    fireEvent.input(input, { target: { value: '52998224725' } });
    expect(input.value).toBe('529.982.247-25');
    expect(screen.getByTestId('value').textContent).toBe('529.982.247-25');
  });
});

function PersonForm() {
  const form = useForm({
    name: { validators: [minlengthTrim(3)] },
    birth: { validators: [date], optional: true },
  });
  return (
    <form>
      <FormField label="Name" field={form.field('name')}>
        {(props) => <TextInput {...props} />}
      </FormField>
      <FormField label="Birth" field={form.field('birth')}>
        {(props) => <DateInput {...props} />}
      </FormField>
      <output data-testid="valid">{String(form.valid)}</output>
    </form>
  );
}

describe('form registration', () => {
  it('shows the first failing message only once the control is dirty and invalid', () => {
    wrap(<PersonForm />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('valid').textContent).toBe('false');
    expect(name.getAttribute('aria-required')).toBe('true');

    fireEvent.change(name, { target: { value: 'Al' } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('This text is too short.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(alert.id);

    fireEvent.change(name, { target: { value: '  ' } });
    expect(screen.getByRole('alert').textContent).toBe('This field is required.');

    fireEvent.change(name, { target: { value: 'Alice' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByTestId('valid').textContent).toBe('true');
  });

  it('labels optional fields and validates them only when filled', () => {
    wrap(<PersonForm />);
    const birth = screen.getByRole('textbox', { name: 'Birth (Optional)' });
    fireEvent.change(birth, { target: { value: '31/02/2024' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid date (DD/MM/YYYY).');
  });
});

describe('SavingIndicator', () => {
  it('shows nothing, then saving..., then changes saved', () => {
    const { rerender } = wrap(<SavingIndicator saving={false} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(
      <I18nextProvider i18n={i18n}>
        <SavingIndicator saving />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Saving...');
    rerender(
      <I18nextProvider i18n={i18n}>
        <SavingIndicator saving={false} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Changes saved');
  });
});
