import { useCallback, useMemo, useState } from 'react';
import { required, type Validator } from '../validators';

export interface FieldConfig {
  initial?: string;
  validators?: Validator[];
  /** Optional fields skip the implicit `required` check and show an "Optional" label. */
  optional?: boolean;
}

export interface FieldState {
  name: string;
  value: string;
  setValue(value: string): void;
  /** First failing validator's key, whether or not it is shown. */
  error: string | null;
  /** The error to display: only once the control is dirty and invalid. */
  visibleError: string | null;
  dirty: boolean;
  optional: boolean;
}

export interface Form<K extends string> {
  field(name: K): FieldState;
  values: Record<K, string>;
  valid: boolean;
  /** Marks every field dirty so all errors show (e.g. on a submit attempt). */
  touchAll(): void;
  reset(values?: Partial<Record<K, string>>): void;
}

function firstError(value: string, config: FieldConfig): string | null {
  const checks = config.optional ? (config.validators ?? []) : [required, ...(config.validators ?? [])];
  for (const check of checks) {
    const error = check(value);
    if (error) return error;
  }
  return null;
}

/** Registers fields with validators; each field reports its first failing message once dirty. */
export function useForm<K extends string>(fields: Record<K, FieldConfig>): Form<K> {
  const names = Object.keys(fields) as K[];
  const initialValues = () => Object.fromEntries(names.map((n) => [n, fields[n].initial ?? ''])) as Record<K, string>;
  const [values, setValues] = useState<Record<K, string>>(initialValues);
  const [dirty, setDirty] = useState<ReadonlySet<K>>(new Set());

  const errors = useMemo(
    () => Object.fromEntries(names.map((n) => [n, firstError(values[n], fields[n])])) as Record<K, string | null>,
    // `fields` is a literal rebuilt each render; its validators are stable by contract, so values drive this.
    [values],
  );

  const field = useCallback(
    (name: K): FieldState => ({
      name,
      value: values[name],
      setValue: (value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setDirty((current) => (current.has(name) ? current : new Set(current).add(name)));
      },
      error: errors[name],
      visibleError: dirty.has(name) ? errors[name] : null,
      dirty: dirty.has(name),
      optional: !!fields[name].optional,
    }),
    [values, errors, dirty],
  );

  return {
    field,
    values,
    valid: names.every((n) => errors[n] === null),
    touchAll: () => setDirty(new Set(names)),
    reset: (next) => {
      setValues({ ...initialValues(), ...next });
      setDirty(new Set());
    },
  };
}
