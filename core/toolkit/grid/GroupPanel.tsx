import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/icons';
import { MAX_GROUPS, type GridColumn, type GridRow } from './types';

interface GroupPanelProps<T extends GridRow> {
  columns: readonly GridColumn<T>[];
  groupBy: readonly string[];
  onAdd(binding: string): void;
  onRemove(binding: string): void;
}

/** Chips for the grouped columns and a picker for one more; the picker is disabled at the 4-group limit. */
export function GroupPanel<T extends GridRow>({ columns, groupBy, onAdd, onRemove }: GroupPanelProps<T>) {
  const { t } = useTranslation('toolkit');
  const headerOf = (binding: string) => columns.find((c) => c.binding === binding)?.header ?? binding;
  const candidates = columns.filter((c) => !c.actions && !groupBy.includes(c.binding));
  const full = groupBy.length >= MAX_GROUPS;
  return (
    <div className="portico-group-panel" role="group" aria-label={t('grid.groupPanel')}>
      <span className="portico-group-panel__title">{t('grid.groupPanel')}</span>
      {groupBy.length === 0 && <span className="portico-group-panel__empty">{t('grid.groupEmpty')}</span>}
      <ol className="portico-group-panel__chips">
        {groupBy.map((binding) => (
          <li key={binding} className="portico-chip">
            {headerOf(binding)}
            <button
              type="button"
              className="portico-icon-button"
              aria-label={t('grid.removeGroup', { column: headerOf(binding) })}
              onClick={() => onRemove(binding)}
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
      </ol>
      <select
        aria-label={t('grid.addGroup')}
        value=""
        disabled={full || candidates.length === 0}
        onChange={(event) => event.target.value && onAdd(event.target.value)}
      >
        <option value="">{t('grid.addGroup')}</option>
        {candidates.map((c) => (
          <option key={c.binding} value={c.binding}>
            {c.header}
          </option>
        ))}
      </select>
      {full && (
        <span role="status" className="portico-group-panel__limit">
          {t('grid.groupLimit', { max: MAX_GROUPS })}
        </span>
      )}
    </div>
  );
}
