import type { ComponentType } from 'react';
import { proxy, ref } from 'valtio';
import type { DialogManifest } from '@portico/kernel/plugin';

/** What every hosted modal receives: how to close itself. */
export interface ModalProps {
  close: () => void;
}

/** An open modal: a component a feature passed, or a dialog plugin (rendered in its own slot). */
export type OpenModal =
  | { id: number; component: ComponentType<ModalProps & Record<string, unknown>>; props: Record<string, unknown>; dialog?: undefined }
  | { id: number; dialog: DialogManifest; props: Record<string, unknown>; component?: undefined };

/** The name the shell's report-issue button opens (a feature contributes the dialog: `kind: 'dialog'`). */
export const REPORT_ISSUE_MODAL = 'report-issue';
/** The name the help menu's feedback link opens (spec 001 "Modals"). */
export const FEEDBACK_MODAL = 'feedback';

/**
 * The modal host's stack. Features open their dialogs here (delete confirmation, send documents, report
 * issue) so the shell hosts them and logout can close them all at once. Dialogs open by name: a dialog
 * plugin of an enabled feature (`dialog: name`), or a component registered at run time.
 */
export class ModalService {
  readonly state = proxy<{ open: OpenModal[]; registered: string[] }>({ open: [], registered: [] });
  private readonly named = new Map<string, ComponentType<ModalProps>>();
  private nextId = 1;

  constructor(
    /** Told of a dialog opened by a name nobody registered. */
    private readonly warn: (message: string) => void = () => undefined,
    /** The enabled dialog plugin opened by a name (the registry's). */
    private readonly dialogPlugin: (name: string) => DialogManifest | undefined = () => undefined,
  ) {}

  open<P extends object>(component: ComponentType<P & ModalProps>, props: P): { id: number; close: () => void } {
    const id = this.nextId++;
    const entry = { id, component: component as ComponentType<ModalProps & Record<string, unknown>>, props: props as Record<string, unknown> };
    this.state.open.push(ref(entry));
    return { id, close: () => this.close(id) };
  }

  /** Makes a dialog available by name at run time; returns the unregister function. */
  register(name: string, component: ComponentType<ModalProps>): () => void {
    this.named.set(name, component);
    if (!this.state.registered.includes(name)) this.state.registered.push(name);
    return () => {
      if (this.named.get(name) !== component) return;
      this.named.delete(name);
      this.state.registered.splice(this.state.registered.indexOf(name), 1);
    };
  }

  /** Whether something opens under `name` (buttons that would open nothing are hidden). */
  has(name: string): boolean {
    return this.named.has(name) || this.dialogPlugin(name) !== undefined;
  }

  /** The dialog plugin opened by `name`, if a feature contributes one. */
  dialogFor(name: string): DialogManifest | undefined {
    return this.named.has(name) ? undefined : this.dialogPlugin(name);
  }

  /** Opens a dialog by name; a name nothing answers to is logged and opens nothing. */
  openNamed(name: string, props: Record<string, unknown> = {}): { id: number; close: () => void } | null {
    const component = this.named.get(name);
    if (component) return this.open(component, props);
    const dialog = this.dialogPlugin(name);
    if (dialog) {
      const id = this.nextId++;
      this.state.open.push(ref({ id, dialog, props }));
      return { id, close: () => this.close(id) };
    }
    this.warn(`No dialog is registered as "${name}"`);
    return null;
  }

  close(id: number): void {
    const index = this.state.open.findIndex((m) => m.id === id);
    if (index >= 0) this.state.open.splice(index, 1);
  }

  closeAll(): void {
    this.state.open.splice(0, this.state.open.length);
  }
}
