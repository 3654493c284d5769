import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/icons';
import type { GridRow, RowAction } from './types';

const labelOf = <T,>(action: RowAction<T>, row: T) => (typeof action.label === 'function' ? action.label(row) : action.label);

/** Icon buttons for a row (with their short text where given); a 'popover' action toggles its content below the button. */
export function RowActions<T extends GridRow>({ row, actions }: { row: T; actions: readonly RowAction<T>[] }) {
  const { t } = useTranslation('toolkit');
  const [open, setOpen] = useState(false);
  const visible = actions.filter((a) => !a.hidden?.(row));
  const popover = visible.find((a) => a.type === 'popover' && a.popover);
  return (
    <span className="portico-grid__actions">
      {visible.map((action, index) => {
        const label = labelOf(action, row) ?? t(`actions.${action.type}`);
        const isPopover = action.type === 'popover';
        return (
          <button
            key={`${action.type}-${index}`}
            type="button"
            className={`portico-icon-button portico-icon-button--${action.type}${action.text ? ' portico-icon-button--text' : ''}`}
            aria-label={label}
            title={label}
            aria-expanded={isPopover ? open : undefined}
            disabled={action.disabled?.(row)}
            tabIndex={-1}
            onClick={(event) => {
              event.stopPropagation();
              if (isPopover) setOpen((value) => !value);
              action.onClick?.(row);
            }}
          >
            <Icon name={action.type} />
            {action.text && <span>{action.text}</span>}
          </button>
        );
      })}
      {open && popover?.popover && (
        <span className="portico-popover" role="dialog" aria-label={labelOf(popover, row) ?? t('actions.popover')}>
          {popover.popover(row)}
        </span>
      )}
    </span>
  );
}
