import { z } from 'zod';

// What the marking engine reports as evidence, shared by the marking screens' and the question
// editor's "try an answer" contracts.

export const matchHowSchema = z
  .enum(['exact', 'synonym', 'equivalent', 'stem', 'word-form', 'spelling', 'machine', 'number', 'weighted', 'meaning'])
  .describe('How the span matched the phrase (meaning: words of similar meaning, ADR 0044)');

export const nearMissReasonSchema = z
  .enum(['negated', 'missing-unit', 'wrong-unit', 'out-of-tolerance', 'outweighed', 'wrong-subject'])
  .describe('Why the evidence did not earn the point (wrong-subject: said of the other thing the question compares)');
export type NearMissReason = z.infer<typeof nearMissReasonSchema>;
