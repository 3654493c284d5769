import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../platform/document-meta';

/** The centred card every sign-in screen uses (no shell around it). */
export function AuthScreen({ title, children, busy = false }: { title: string; children?: ReactNode; busy?: boolean }) {
  useDocumentTitle(title);
  return (
    <div className="auth-screen">
      <section className="auth-card" aria-busy={busy || undefined}>
        <h1>{title}</h1>
        {children}
      </section>
    </div>
  );
}
