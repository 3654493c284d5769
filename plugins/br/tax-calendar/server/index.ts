import { defineServerFeature } from '@portico/plugin-server';
import { brazilDemoStep } from '@portico/br-kit/server';
import { taxCalendarRoutes } from './routes';
import { seedTaxCalendar } from './seed';
import * as brTaxCalendar from './migrations/0115_br_tax_calendar';

/** The tax calendar: client tax profiles, due dates by rule and holiday calendar, and the firm's overrides. */
export default defineServerFeature({
  id: 'br.tax-calendar',
  routes: taxCalendarRoutes,
  migrations: { '0115_br_tax_calendar': brTaxCalendar },
  seed: brazilDemoStep('br.tax-calendar', seedTaxCalendar),
  tables: ['br_tax_profiles', 'br_tax_overrides'],
});
