import { useTranslation } from 'react-i18next';
import { formatCellValue } from './format';
import type { EmployeeInfo } from './types';

/** Name, CPF (as the feature formats it), admission date and job position, shown while the cell is hovered or active. */
export function EmployeeTooltip({ id, employee }: { id: string; employee: EmployeeInfo }) {
  const { t, i18n } = useTranslation('toolkit');
  return (
    <span role="tooltip" id={id} className="portico-tooltip">
      <dl>
        <dt>{t('grid.employee.name')}</dt>
        <dd>{employee.name}</dd>
        <dt>{t('grid.employee.cpf')}</dt>
        <dd>{employee.cpf}</dd>
        <dt>{t('grid.employee.hireDate')}</dt>
        <dd>{formatCellValue(employee.hireDate, 'd', i18n.language)}</dd>
        <dt>{t('grid.employee.jobPosition')}</dt>
        <dd>{employee.jobPosition}</dd>
      </dl>
    </span>
  );
}
