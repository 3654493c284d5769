import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/icons';
import { ColumnMenu, type ToolbarColumn } from './ColumnMenu';
import { SearchBox } from './SearchBox';

export const TOOLBAR_ACTION_TYPES = ['add', 'addAll', 'refresh', 'export', 'remove', 'confirm', 'refuse', 'warn'] as const;
export type ToolbarActionType = (typeof TOOLBAR_ACTION_TYPES)[number];

export interface ToolbarAction {
  type: ToolbarActionType;
  onClick: () => void;
  disabled?: boolean;
  /** Overrides the translated label (already translated text). */
  label?: string;
  /** Shows the label beside the icon instead of only as a tooltip. */
  showLabel?: boolean;
}

export interface ToolbarProps {
  title?: string;
  actions?: readonly ToolbarAction[];
  /** Enables the column-visibility dropdown. */
  columns?: readonly ToolbarColumn[];
  onToggleColumn?: (binding: string) => void;
  /** Enables the group-panel toggle. */
  groupPanelVisible?: boolean;
  onToggleGroupPanel?: () => void;
  /** Enables the search box (fires after a 500 ms pause). */
  onSearch?: (text: string) => void;
  /**
   * Shows each button's label beside its icon (an action's own showLabel wins), the column menu's and group
   * panel's too; without it they are icons named by their label, which is also their tooltip.
   */
  showLabels?: boolean;
}

export function Toolbar({ title, actions = [], columns, onToggleColumn, groupPanelVisible, onToggleGroupPanel, onSearch, showLabels = false }: ToolbarProps) {
  const { t } = useTranslation('toolkit');
  return (
    <div className="portico-toolbar" role="toolbar" aria-label={title}>
      {title && <h2 className="portico-toolbar__title">{title}</h2>}
      <div className="portico-toolbar__actions">
        {actions.map((action) => {
          const label = action.label ?? t(`actions.${action.type}`);
          const shown = action.showLabel ?? showLabels;
          return (
            <button
              key={action.type}
              type="button"
              className={`portico-button portico-button--${action.type}${shown ? '' : ' portico-button--icon'}`}
              aria-label={shown ? undefined : label}
              title={label}
              disabled={action.disabled}
              onClick={action.onClick}
            >
              <Icon name={action.type} />
              {shown && <span>{label}</span>}
            </button>
          );
        })}
        {columns && onToggleColumn && <ColumnMenu columns={columns} onToggle={onToggleColumn} showLabel={showLabels} />}
        {onToggleGroupPanel && (
          <button
            type="button"
            className={showLabels ? 'portico-button' : 'portico-button portico-button--icon'}
            aria-label={showLabels ? undefined : t('actions.toggleGroupPanel')}
            title={t('actions.toggleGroupPanel')}
            aria-pressed={!!groupPanelVisible}
            onClick={onToggleGroupPanel}
          >
            <Icon name="toggleGroupPanel" />
            {showLabels && <span>{t('grid.groupPanel')}</span>}
          </button>
        )}
        {onSearch && <SearchBox onSearch={onSearch} />}
      </div>
    </div>
  );
}
