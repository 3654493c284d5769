import { definePlugin } from '@portico/plugin';
import { notDenied } from '../../access';

/** Aviso de férias: the employee, the acquisition period, up to three periods, the abono and the notice date. At /actions/service-request/vacation-notice. */
export default definePlugin({
  id: 'br.service-requests/vacation-notice',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'vacationNotice',
  route: 'service-request/vacation-notice',
  icon: 'priorNoticeVacation',
  titleKey: 'vacation.noticeTitle',
  authorize: notDenied,
  load: () => import('./VacationNotice'),
});
