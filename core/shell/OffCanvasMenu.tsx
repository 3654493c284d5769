import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@portico/toolkit/icons/icons';
import { useFocusTrap } from '../toolkit/dialog/use-focus-trap';

/** Under 960 px: a menu button opening an off-canvas panel; focus stays inside and Escape closes it. */
export function OffCanvasMenu({ children }: { children: (close: () => void) => ReactNode }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  useFocusTrap(panel, open, close);
  return (
    <div className="off-canvas">
      <button
        type="button"
        className="header-button menu-button"
        aria-expanded={open}
        aria-controls="shell-off-canvas"
        aria-label={t('shell.openMenu')}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false" className="portico-icon">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div className="off-canvas-layer">
          <div className="off-canvas-backdrop" onClick={close} />
          <div ref={panel} id="shell-off-canvas" className="off-canvas-panel" role="dialog" aria-modal="true" aria-label={t('shell.menu')}>
            <button type="button" className="icon-button off-canvas-close" aria-label={t('shell.closeMenu')} onClick={close}>
              <Icon name="close" />
            </button>
            {children(close)}
          </div>
        </div>
      )}
    </div>
  );
}
