import type { MachinePhrase } from '@markwell/contracts/questions';

const answers = (n: number) => `${n} answer${n === 1 ? '' : 's'}`;

/** What learning measured on a question's other marked answers, in words (typed phrases have none). */
export function describeEvidence(evidence: MachinePhrase['evidence']): string {
  if (!evidence) return 'Typed by a teacher: not measured';
  if (evidence.answers === 0) return 'No other marked answers yet';
  return `Would newly credit ${answers(evidence.newly_correct)} teachers credited and ${answers(evidence.newly_wrong)} they did not, of ${answers(evidence.answers)} marked`;
}
