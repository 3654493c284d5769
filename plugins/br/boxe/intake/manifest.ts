import { definePlugin } from '@portico/plugin';

/** The firm puts real fiscal XML into a client's Box-E stores: the staff workspace at /staff/box-e-intake. */
export default definePlugin({
  id: 'br.boxe/intake',
  kind: 'area',
  audience: 'staff',
  route: 'box-e-intake',
  nav: true,
  order: 45,
  icon: 'cabinetOpen',
  titleKey: 'intake.title',
  load: () => import('./StaffIntake'),
});
