import { cpfCheckDigits } from '@portico/br-kit';

/** A row of the gallery grid: an employee with grid flags (a disabled row, per-row write permission). */
export interface ExampleEmployee {
  id: number;
  name: string;
  cpf: string;
  state: string;
  hired: string;
  job: string;
  hours: string;
  salary: number;
  disabled?: boolean;
  selected?: boolean;
  inputWrite?: Partial<Record<string, boolean>>;
}

/** A valid CPF from a 9-digit base, so the tooltip shows a real-looking 000.000.000-00. */
const validCpf = (base: string) => base + cpfCheckDigits(base);

const PEOPLE: Array<[string, string, string, string, number]> = [
  ['Ana Souza', 'SP', '2021-03-15', 'Analista contábil', 5400.5],
  ['Bruno Lima', 'RJ', '2019-07-01', 'Assistente fiscal', 3200],
  ['Carla Mendes', 'SP', '2023-11-20', 'Auxiliar de departamento pessoal', 2850.75],
  ['Diego Araújo', 'MG', '2018-02-05', 'Coordenador financeiro', 9100],
  ['Elisa Rocha', 'RJ', '2024-06-10', 'Estagiária', 1500],
  ['Fábio Nunes', 'SP', '2020-09-30', 'Motorista', 2600.4],
];

export const EXAMPLE_EMPLOYEES: ExampleEmployee[] = PEOPLE.map(([name, state, hired, job, salary], index) => ({
  id: index + 1,
  name,
  cpf: validCpf(String(123456780 + index * 1111).padStart(9, '0')),
  state,
  hired,
  job,
  hours: index % 2 === 0 ? '044:00' : '',
  salary,
  // The fourth row shows a disabled row; the second a row whose hours may not be written.
  disabled: index === 3,
  inputWrite: { hours: index !== 1 },
}));

/** The row the toolbar's add button appends. */
export function nextExampleEmployee(rows: readonly ExampleEmployee[]): ExampleEmployee {
  const id = Math.max(0, ...rows.map((r) => r.id)) + 1;
  return { id, name: `Nova pessoa ${id}`, cpf: validCpf(String(200000000 + id * 7).padStart(9, '0')), state: 'SP', hired: '2026-01-02', job: 'Assistente', hours: '', salary: 2000, inputWrite: { hours: true } };
}
