import type { ComponentType } from 'react';
import { proxy, ref } from 'valtio';
import type { Logger } from '../../logging/logger';

/** What every hosted modal receives: how to close itself. */
export interface ModalProps {
  close: () => void;
}

export interface OpenModal {
  id: number;
  component: ComponentType<ModalProps & Record<string, unknown>>;
  props: Record<string, unknown>;
}

/** Named modals a later feature provides (the report-issue dialog registers under this name). */
export const REPORT_ISSUE_MODAL = 'report-issue';
/** The feedback dialog (spec 001 "Modals") registers under this name. */
export const FEEDBACK_MODAL = 'feedback';

/**
 * The modal host's stack. Features open their dialogs here (delete confirmation, send documents, report
 * issue) so the shell hosts them and logout can close them all at once.
 */
export class ModalService {
  readonly state = proxy<{ open: OpenModal[] }>({ open: [] });
  private readonly named = new Map<string, ComponentType<ModalProps>>();
  private nextId = 1;

  constructor(private readonly logger?: Logger) {}

  open<P extends object>(component: ComponentType<P & ModalProps>, props: P): { id: number; close: () => void } {
    const id = this.nextId++;
    const entry = { id, component: component as OpenModal['component'], props: props as Record<string, unknown> };
    this.state.open.push(ref(entry));
    return { id, close: () => this.close(id) };
  }

  /** Makes a dialog available by name; returns the unregister function. */
  register(name: string, component: ComponentType<ModalProps>): () => void {
    this.named.set(name, component);
    return () => {
      if (this.named.get(name) === component) this.named.delete(name);
    };
  }

  /** Opens a registered dialog; an unregistered name is logged and opens nothing. */
  openNamed(name: string, props: Record<string, unknown> = {}): { id: number; close: () => void } | null {
    const component = this.named.get(name);
    if (!component) {
      this.logger?.warn('modals', `No dialog is registered as "${name}"`);
      return null;
    }
    return this.open(component, props);
  }

  close(id: number): void {
    const index = this.state.open.findIndex((m) => m.id === id);
    if (index >= 0) this.state.open.splice(index, 1);
  }

  closeAll(): void {
    this.state.open.splice(0, this.state.open.length);
  }
}
