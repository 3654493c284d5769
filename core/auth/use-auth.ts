import { useKernel } from '../kernel/react/kernel-context';
import { authOf, type AuthService } from './auth-service';

/** The kernel's AuthService. */
export function useAuth(): AuthService {
  return authOf(useKernel());
}
