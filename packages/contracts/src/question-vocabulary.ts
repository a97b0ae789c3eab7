// Synonyms and machine phrases: the vocabulary marking reads a question's phrases with.
import { z } from 'zod';
import { dbId, dbIdParam } from './common';
import { id, page, phrase, timestamp } from './question-fields';
import { machinePhraseStatusSchema } from './question-bank';

export const synonymSchema = z.object({
  id,
  text: z.string().describe('Cleaned synonym set: "sunlight; light from the sun"'),
  members: z.array(z.string()),
  curricula_id: id.nullable().describe('null: applies to every question'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Synonym = z.infer<typeof synonymSchema>;

export const synonymBodySchema = z.object({
  text: z
    .string()
    .min(1)
    .max(2000)
    .describe('Terms separated by semicolons; cleaned: single spaces, "; " between terms, lower case'),
  curricula_id: dbId.nullable().default(null),
});
export const updateSynonymBodySchema = z
  .object({
    text: synonymBodySchema.shape.text.optional(),
    curricula_id: dbId.nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change' });
export const listSynonymsQuerySchema = z.object({
  curricula: dbIdParam.optional().describe('Sets that apply to this curriculum (including the global ones)'),
  query: z.string().trim().max(200).optional(),
});

// --- machine phrases
export const machinePhraseSchema = z.object({
  id,
  marking_point_id: id,
  phrase: z.string(),
  status: machinePhraseStatusSchema,
  source_excerpt: z.string().nullable(),
  evidence: z
    .object({
      newly_correct: z.number().int().describe('Other marked answers it would newly credit that teachers credited'),
      newly_wrong: z.number().int().describe('Other marked answers it would newly credit that teachers did not'),
      answers: z.number().int().describe('Marked answers of the question it was judged on'),
    })
    .nullable()
    .describe(
      "What the engine measured on the question's other marked answers when it picked the phrase; null when typed",
    ),
  proposed_by: id.nullable(),
  reviewed_by: id.nullable(),
  created_at: timestamp,
  reviewed_at: timestamp.nullable(),
});
export type MachinePhrase = z.infer<typeof machinePhraseSchema>;

export const proposeMachinePhrasesBodySchema = z
  .object({
    phrases: z.array(phrase).min(1).max(20).optional().describe('Phrases to propose as they are'),
    answer: z
      .string()
      .max(20000)
      .optional()
      .describe('The answer the point was awarded for; without phrases, the engine picks the phrase from it'),
  })
  .refine((b) => (b.phrases?.length ?? 0) > 0 || (b.answer?.trim().length ?? 0) > 0, {
    message: 'Send phrases, or the answer to learn from',
  });
export type ProposeMachinePhrasesBody = z.infer<typeof proposeMachinePhrasesBodySchema>;

export const reviewMachinePhrasesBodySchema = z.object({
  decisions: z
    .array(z.object({ id: dbId, status: z.enum(['accepted', 'rejected']) }))
    .min(1)
    .max(200),
});

export const updateMachinePhraseBodySchema = z
  .object({
    status: z.enum(['accepted', 'rejected']).optional(),
    phrase: phrase.optional(),
  })
  .refine((b) => b.status !== undefined || b.phrase !== undefined, { message: 'Send status or phrase' });

export const machineQueueQuerySchema = z.object({
  status: machinePhraseStatusSchema.default('proposed'),
  curricula: dbIdParam.optional(),
  question: dbIdParam.optional(),
  ...page,
});

export const machineQueueItemSchema = machinePhraseSchema.extend({
  point: z.object({ id, text: z.string(), marks: z.number().int(), phrases: z.array(z.string()) }),
  question: z.object({ id, text: z.string(), curricula_id: id }),
});
export const machineQueuePageSchema = z.object({ items: z.array(machineQueueItemSchema), total: z.number().int() });
