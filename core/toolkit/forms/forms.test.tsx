import { fireEvent, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n } from '@portico/test/support/i18n';
import { date, minlengthTrim } from '../validators';
import { FormField } from './FormField';
import { DateInput, MaskedInput, TextInput } from './inputs';
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
