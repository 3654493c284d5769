import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/icons';
import type { GridRow, RowAction } from './types';

/** Icon buttons for a row; a 'popover' action toggles its content below the button. */
export function RowActions<T extends GridRow>({ row, actions }: { row: T; actions: readonly RowAction<T>[] }) {
  const { t } = useTranslation('toolkit');
  const [open, setOpen] = useState(false);
  const visible = actions.filter((a) => !a.hidden?.(row));
  const popover = visible.find((a) => a.type === 'popover' && a.popover);
  return (
    <span className="portico-grid__actions">
      {visible.map((action) => {
        const label = action.label ?? t(`actions.${action.type}`);
        const isPopover = action.type === 'popover';
        return (
          <button
            key={action.type}
            type="button"
            className={`portico-icon-button portico-icon-button--${action.type}`}
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
          </button>
        );
      })}
      {open && popover?.popover && (
        <span className="portico-popover" role="dialog" aria-label={popover.label ?? t('actions.popover')}>
          {popover.popover(row)}
        </span>
      )}
    </span>
  );
}
