import type { ModalService } from '../modals/modal-service';

/** What the account menu's "Sign out" calls (TOKENS.SignOut): the shell knows only this interface. */
export interface SignOut {
  signOut(): void | Promise<void>;
}

/** The portal's (a host may register its own): close every modal and hand over to the /auth/logout route. */
export class LogoutRouteSignOut implements SignOut {
  constructor(private readonly modals: ModalService, private readonly go: (path: string) => void = (p) => location.assign(p)) {}

  signOut(): void {
    this.modals.closeAll();
    this.go('/auth/logout');
  }
}
