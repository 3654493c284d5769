import { definePlugin } from '../../../../core/kernel/plugin';

export default definePlugin({
  id: 'br.widgets/tax-calendar',
  kind: 'widget',
  widgetType: 'tax-calendar',
  dashboardSection: 'brWidgetsSection1',
  order: 20,
  icon: 'clock',
  titleKey: 'taxCalendar.title',
  i18nNamespace: 'br-dashboard',
  load: () => import('./TaxCalendarWidget'),
});
