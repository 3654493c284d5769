/**
 * @portico/plugin/testing, the front door for a feature's browser tests: a test kernel with the whole catalog, a
 * fake API checked against the contracts, the translations, and the pieces of core a plugin test renders its
 * plugin inside. Kept apart from @portico/plugin so that no production bundle pulls test code in.
 */
export {
  createTestKernel,
  createTestQueryClient,
  renderPlugin,
  renderWithKernel,
  testCatalog,
  testSession,
  type TestKernelOptions,
} from '../../test/support/test-kernel';
export {
  ContractViolationError,
  errorReply,
  fakeApi,
  reply,
  UnexpectedCallError,
  type FakeApi,
  type FakeApiOptions,
  type FakeCall,
  type FakeHandler,
  type FakeReply,
  type FakeRequest,
} from '../../test/support/fake-api';
export { createTestI18n, readTranslations, textsOf } from '../../test/support/i18n';
export { anyText, expectNoValidatorThrows, nearly } from '../../test/support/validator-properties';

// Core's own parts, for tests that check a plugin inside them or against them.
export { createKernel } from '../app/create-kernel';
export { AlertCatalogue, CORE_ALERT_NAMESPACE, CORE_ALERTS } from '../alerts/alert-catalogue';
export { ModalHost } from '../shell/modals/ModalHost';
export { AreaRoutes } from '../app/AreaRoutes';
export { FirstScreenMark } from '../kernel/react/after-paint';
export { FirstVisitDialog } from '../platform/screens/FirstVisitDialog';
