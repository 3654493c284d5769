import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Kernel } from '../kernel';
import { TOKENS, type Token } from '../tokens';

const KernelContext = createContext<Kernel | null>(null);

export function KernelProvider({ kernel, children }: { kernel: Kernel; children: ReactNode }) {
  return (
    <KernelContext.Provider value={kernel}>
      <I18nextProvider i18n={kernel.get(TOKENS.I18n).instance}>{children}</I18nextProvider>
    </KernelContext.Provider>
  );
}

/** Below a plugin's slot the kernel is the plugin's view (Kernel.forPlugin): what it asks for names it. */
export function PluginKernelScope({ kernel, children }: { kernel: Kernel; children: ReactNode }) {
  return <KernelContext.Provider value={kernel}>{children}</KernelContext.Provider>;
}

export function useKernel(): Kernel {
  const kernel = useContext(KernelContext);
  if (!kernel) throw new Error('useKernel() needs a <KernelProvider> above it');
  return kernel;
}

/** Resolves a service; a missing one names the plugin that asked (inside a slot) or `requiredBy`. */
export function useService<T>(token: Token<T>, requiredBy?: string): T {
  return useKernel().get(token, requiredBy);
}
