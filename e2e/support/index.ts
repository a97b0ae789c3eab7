/** Everything a journey needs: `import { newPage, login, visit, … } from '../support';` */
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/server/src/seed/demo-accounts';
export {
  baseURL,
  checkA11y,
  checkPage,
  expectHidden,
  expectNoPageErrors,
  expectVisible,
  formatViolations,
  login,
  newPage,
  pathOf,
  settle,
  visit,
  type A11yOptions,
  type NewPageOptions,
} from './browser';
export { checkBadgeContrast, lowContrastTexts, MIN_BADGE_CONTRAST, type LowContrastBadge } from './contrast';
export {
  describeWalks,
  inAppLinks,
  showsNotFound,
  sidewaysOverflow,
  walkLinks,
  type Walker,
  type WalkProblem,
} from './walk';
export { apiCall, apiLogin, type Json } from './api';
export {
  addFromBank,
  createTemplate,
  setAssignment,
  sitAndSubmit,
  startTemplate,
  type AssignmentSetUp,
  type BankPick,
} from './exams';
