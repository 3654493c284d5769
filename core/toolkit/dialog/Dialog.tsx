import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '@portico/toolkit/icons/icons';
import { useFocusTrap } from './use-focus-trap';

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** The delete confirmation has no backdrop and ignores the keyboard (spec 000 §2). */
  backdrop?: boolean;
  closeOnEscape?: boolean;
  className?: string;
  /** The control that gets focus when the dialog opens (default: the first one). */
  initialFocus?: React.RefObject<HTMLElement | null>;
}

/** A modal dialog rendered into document.body: labelled, focus-trapped, with a close X. */
export function Dialog({
  title, onClose, children, footer, size = 'medium', backdrop = true, closeOnEscape = true, className, initialFocus,
}: DialogProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, closeOnEscape ? onClose : undefined, initialFocus);

  return createPortal(
    <div className={`portico-dialog-layer${backdrop ? ' with-backdrop' : ''}`}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`portico-dialog size-${size}${className ? ` ${className}` : ''}`}
      >
        <header className="portico-dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <div className="portico-dialog-body">{children}</div>
        {footer && <footer className="portico-dialog-footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
