// How often one user may do the actions that cost other people time (plugins/user-rate-limit.ts).
import type { UserRateRule } from './rate-limit-store';

/** Problem reports one user may send per hour (every server process counts together). */
export const PROBLEM_REPORTS: UserRateRule = {
  action: 'problem-report',
  max: 10,
  windowSeconds: 3600,
  what: 'problem reports',
};

/** Proposals (requests, each of one or more phrases) one user may send per hour. */
export const MACHINE_PHRASE_PROPOSALS: UserRateRule = {
  action: 'machine-phrase-proposal',
  max: 30,
  windowSeconds: 3600,
  what: 'machine-phrase proposals',
};
