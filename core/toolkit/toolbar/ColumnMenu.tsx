import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/icons';

export interface ToolbarColumn {
  binding: string;
  header: string;
  visible: boolean;
}

/** The column-visibility dropdown: one checkbox per column; its button an icon, or with showLabel its "Columns" beside it. */
export function ColumnMenu({ columns, onToggle, showLabel = false }: { columns: readonly ToolbarColumn[]; onToggle: (binding: string) => void; showLabel?: boolean }) {
  const { t } = useTranslation('toolkit');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => root.current && !root.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div className="portico-dropdown" ref={root} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className={showLabel ? 'portico-button' : 'portico-button portico-button--icon'}
        aria-label={showLabel ? undefined : t('actions.toggleColumn')}
        title={t('actions.toggleColumn')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="toggleColumn" />
        {showLabel && <span>{t('toolbar.columns')}</span>}
      </button>
      {open && (
        <fieldset id={menuId} className="portico-dropdown__menu">
          <legend>{t('toolbar.columns')}</legend>
          {columns.map((column) => (
            <label key={column.binding} className="portico-dropdown__item">
              <input type="checkbox" checked={column.visible} onChange={() => onToggle(column.binding)} />
              {column.header}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
