/** Deterministic 100,000 × 10 data set shared by both bench pages. */
export interface BenchRow {
  id: number;
  name: string;
  cpf: string;
  city: string;
  state: string;
  department: string;
  position: string;
  salary: number;
  hired: string;
  hours: string;
}

export const BENCH_COLUMNS: { binding: keyof BenchRow; header: string; type: 'number' | 'string' | 'date' }[] = [
  { binding: 'id', header: 'Id', type: 'number' },
  { binding: 'name', header: 'Name', type: 'string' },
  { binding: 'cpf', header: 'CPF', type: 'string' },
  { binding: 'city', header: 'City', type: 'string' },
  { binding: 'state', header: 'State', type: 'string' },
  { binding: 'department', header: 'Department', type: 'string' },
  { binding: 'position', header: 'Position', type: 'string' },
  { binding: 'salary', header: 'Salary', type: 'number' },
  { binding: 'hired', header: 'Hired', type: 'date' },
  { binding: 'hours', header: 'Hours', type: 'string' },
];

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Érica', 'Fábio', 'Gabriela', 'Hugo', 'Íris', 'João', 'Karina', 'Lucas', 'Marina', 'Nuno', 'Otávio', 'Paula'];
const LAST = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Lima', 'Carvalho', 'Ferreira', 'Rodrigues', 'Almeida', 'Costa', 'Gomes', 'Martins', 'Araújo'];
const CITIES = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Porto Alegre', 'Recife', 'Salvador', 'Fortaleza', 'Manaus', 'Goiânia', 'Campinas', 'Florianópolis'];
const STATES = ['SP', 'RJ', 'MG', 'PR', 'RS', 'PE', 'BA', 'CE', 'AM', 'GO', 'SC', 'DF'];
const DEPARTMENTS = ['Payroll', 'Tax', 'Accounting', 'Legal', 'HR', 'Sales', 'IT', 'Operations'];
const POSITIONS = ['Analyst', 'Assistant', 'Manager', 'Clerk', 'Director', 'Intern', 'Specialist'];

export function generateRows(count: number): BenchRow[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  const pick = <T>(list: readonly T[]) => list[next() % list.length]!;
  const rows: BenchRow[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const month = String((next() % 12) + 1).padStart(2, '0');
    const day = String((next() % 28) + 1).padStart(2, '0');
    rows[i] = {
      id: i + 1,
      name: `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)} ${next() % 1000}`,
      cpf: String(next() % 1e11).padStart(11, '0'),
      city: pick(CITIES),
      state: pick(STATES),
      department: pick(DEPARTMENTS),
      position: pick(POSITIONS),
      salary: (next() % 2_000_000) / 100,
      hired: `${2000 + (next() % 25)}-${month}-${day}`,
      hours: `${next() % 220}:${String(next() % 60).padStart(2, '0')}`,
    };
  }
  return rows;
}

export const ROW_COUNT = 100_000;

/** Waits until the browser has painted the result of the last change. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Operations each page exposes on window.bench; each resolves to milliseconds (null when unsupported). */
export interface BenchApi {
  render(): Promise<number>;
  sort(): Promise<number>;
  sortTwo(): Promise<number>;
  group(): Promise<number | null>;
  filter(): Promise<number>;
  /** Text of the first data row's name cell, to check each operation took effect. */
  firstName(): string;
}
