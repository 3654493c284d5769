import { definePlugin } from '@portico/plugin';

/** The firm's tax-calendar overrides: the staff workspace at /staff/tax-calendar. */
export default definePlugin({
  id: 'br.tax-calendar/staff',
  kind: 'area',
  audience: 'staff',
  route: 'tax-calendar',
  nav: true,
  order: 42,
  titleKey: 'staff.title',
  load: () => import('./StaffTaxCalendar'),
});
