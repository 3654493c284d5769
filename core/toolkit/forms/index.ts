/** @portico/toolkit/forms: form state, fields, inputs and masks, without the grid. */
export { useForm, type Form, type FieldConfig, type FieldState } from './use-form';
export { FormField, type FieldInputProps, type FormFieldProps } from './FormField';
export { TextInput, MaskedInput, DateInput, IsoDateInput, IsoMonthInput, IsoDateTimeInput, type TextInputProps, type MaskedInputProps } from './inputs';
export { applyMask, formatDateDigits, isoOfTypedDate } from './masks';
export { SavingIndicator } from './SavingIndicator';
