import type { Rubric } from '../contract';

/**
 * The rubrics the demo firm publishes to the portal (in Domínio: "Gerar Rubricas no ONVIO Portal do Cliente").
 * Codes follow the firm's own table; the unit says whether a line carries hours or a value.
 */
export const DEMO_RUBRICS: readonly Rubric[] = [
  { code: '8', description: 'Salário', unit: 'value', kind: 'earning' },
  { code: '150', description: 'Horas extras 50%', unit: 'hours', kind: 'earning' },
  { code: '200', description: 'Horas extras 100%', unit: 'hours', kind: 'earning' },
  { code: '250', description: 'Adicional noturno', unit: 'hours', kind: 'earning' },
  { code: '300', description: 'Comissões', unit: 'value', kind: 'earning' },
  { code: '310', description: 'Gratificação', unit: 'value', kind: 'earning' },
  { code: '400', description: 'Faltas (horas)', unit: 'hours', kind: 'deduction' },
  { code: '410', description: 'Atrasos', unit: 'hours', kind: 'deduction' },
  { code: '500', description: 'Adiantamento salarial', unit: 'value', kind: 'deduction' },
  { code: '520', description: 'Vale-transporte', unit: 'value', kind: 'deduction' },
  { code: '530', description: 'Convênio médico', unit: 'value', kind: 'deduction' },
];
