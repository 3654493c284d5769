import type { ModalService } from './modals/modal-service';

/**
 * What the account menu's "Sign out" calls. The sign-in layer (core/auth) registers the real
 * implementation under TOKENS.SignOut; the shell only knows this interface.
 */
export interface SignOut {
  signOut(): void | Promise<void>;
}

/** Default until core/auth replaces it: close every modal and hand over to the /auth/logout route. */
export class LogoutRouteSignOut implements SignOut {
  constructor(private readonly modals: ModalService, private readonly go: (path: string) => void = (p) => location.assign(p)) {}

  signOut(): void {
    this.modals.closeAll();
    this.go('/auth/logout');
  }
}
