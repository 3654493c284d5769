import { VacationForm } from './VacationForm';

/** Aviso de férias: the firm prepares the written notice (CLT art. 135) from it. */
export default function VacationNotice() {
  return <VacationForm type="NoticeVacation" />;
}
