import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface DropdownProps {
  /** Content of the toggle button; it is also the button's accessible name (visible text included). */
  label: ReactNode;
  className?: string;
  buttonClassName?: string;
  align?: 'start' | 'end';
  /** Render prop: the panel gets a close function. */
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure dropdown: the button toggles a panel; Escape, a click outside or focus leaving closes it
 * and Escape returns focus to the button.
 */
export function Dropdown({ label, className, buttonClassName, align = 'end', children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('focusin', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('focusin', onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div
      ref={root}
      className={`shell-dropdown${open ? ' open' : ''}${className ? ` ${className}` : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={buttonClassName ?? 'shell-dropdown-toggle'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <div id={panelId} className={`shell-dropdown-panel align-${align}`} hidden={!open}>
        {open && children(close)}
      </div>
    </div>
  );
}
