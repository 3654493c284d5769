import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Escape closes the dialog unless it ignores the keyboard (the delete confirmation does). */
  closeOnEscape?: boolean;
  children: ReactNode;
  footer: ReactNode;
  className?: string;
}

/** A dialog rendered into document.body, without a backdrop; focus moves into it when it opens. */
export function Modal({ title, closeLabel, onClose, closeOnEscape = false, children, footer, className = '' }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('[data-autofocus], input, textarea, button')?.focus();
    return () => previous?.focus?.();
  }, []);

  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className={`documents-modal ${className}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && closeOnEscape) {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="documents-modal__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="documents-icon-button" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="documents-modal__body">{children}</div>
      <footer className="documents-modal__footer">{footer}</footer>
    </div>,
    document.body,
  );
}
