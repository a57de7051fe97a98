/**
 * @fieldkit/core/testing: what a test of a widget (or of a host's page with widgets on it) stands on: a network that
 * answers as the server would, a hub driven by the test, a window whose connectivity the test sets, the notices shown,
 * and the language-file test every widget has (it runs under Vitest, an optional peer of this entry alone).
 */

export { fakeHub } from './testing/fake-hub';
export {
  demoGrant,
  demoSession,
  fakeNetwork,
  json,
  type SeenRequest,
  testConfigInput,
} from './testing/fake-network';
export { fakeWindow } from './testing/fake-window';
export { describeLanguageFiles, languageFileProblems } from './testing/language-files';
export { type ShownNotice, shownNotices } from './testing/shown-notices';
