import { useKernel } from '@portico/kernel/react/kernel-context';
import type { AuthService } from './auth-service';
import { TOKENS } from '@portico/kernel/tokens';

/** The kernel's AuthService. */
export function useAuth(): AuthService {
  return useKernel().get(TOKENS.Auth);
}
