import { VacationForm } from '../vacation-notice/VacationForm';

/** Cálculo de férias: the firm computes the vacation pay with its third and the abono from it. */
export default function VacationCalculation() {
  return <VacationForm type="VacationCalculation" />;
}
