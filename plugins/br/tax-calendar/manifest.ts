import { definePlugin } from '@portico/plugin';

export default definePlugin({
  id: 'br.tax-calendar/widget',
  kind: 'widget',
  widgetType: 'tax-calendar',
  dashboardSection: 'brWidgetsSection1',
  order: 20,
  icon: 'clock',
  titleKey: 'taxCalendar.title',
  load: () => import('./TaxCalendarWidget'),
});
