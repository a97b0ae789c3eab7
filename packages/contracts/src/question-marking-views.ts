// The question's edit view, "try an answer" and its learnt word models.
import { z } from 'zod';
import { dbIdParam } from './common';
import { matchHowSchema, nearMissReasonSchema } from './marking-evidence';
import { id, timestamp } from './question-fields';
import { answerStructureSchema, markingPointSchema, questionMafSchema } from './question-bank';
import { machinePhraseSchema, synonymSchema } from './question-vocabulary';

export const markingPointWithMachinesSchema = markingPointSchema.extend({
  machine_phrases: z.array(machinePhraseSchema),
});

export const questionEditViewSchema = z.object({
  question: questionMafSchema,
  marking_points: z.array(markingPointWithMachinesSchema),
  synonyms: z.array(synonymSchema).describe('The synonym sets that apply to this question'),
  structure: answerStructureSchema.nullable(),
});
export type QuestionEditView = z.infer<typeof questionEditViewSchema>;

export const tryAnswerBodySchema = z.object({ answer: z.string().max(20000) });

const span = { start: z.number().int(), end: z.number().int(), text: z.string() };
/** The marking engine's `MarkResult`. */
export const markResultSchema = z.object({
  marks: z.number(),
  points: z.array(
    z.object({
      id: z.string().describe('Marking point id (as a string)'),
      awarded: z.boolean(),
      matches: z.array(
        z.object({
          ...span,
          how: matchHowSchema,
          standsFor: z.string().optional().describe("meaning: the phrase's words the span stands for"),
          similarity: z.number().min(0).max(1).optional().describe('meaning: how close in meaning, 0..1'),
        }),
      ),
      nearMisses: z.array(
        z.object({
          ...span,
          reason: nearMissReasonSchema,
          phrase: z.string(),
        }),
      ),
      missing: z
        .array(z.string())
        .optional()
        .describe('What the answer lacks, as written in the closest phrase (its parts or concepts)'),
    }),
  ),
  confidence: z.number(),
  needsReview: z.boolean(),
  suggestedLevel: z.number().int().optional(),
});
export type MarkResultBody = z.infer<typeof markResultSchema>;

/**
 * A marking point's word model as stored (the engine's `WordModel`): read back through this
 * schema, so a damaged row is left out of marking rather than marking with nonsense.
 */
export const storedWordModelSchema = z.object({
  bias: z.number().finite(),
  phrases: z.number().finite().min(0),
  words: z.record(z.string(), z.number().finite()),
  agreement: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe("Its cross-validated agreement with the teachers, which its marks' confidence takes into account"),
});
export type StoredWordModel = z.infer<typeof storedWordModelSchema>;

const weightedKeySchema = z.object({
  key: z.string().describe('An answer key: a word stem, "!stem" for a negated word, NOT for any negation, or a number'),
  weight: z.number().describe('How much it adds to the score (the point is awarded at 0 or above)'),
});

export const pointWordModelSchema = z.object({
  marking_point_id: id,
  question_version_id: id.describe('The question version whose answers it marks (the newest with a model)'),
  answers: z.number().int().describe('Teacher-marked answers it was fitted on'),
  agreement: z
    .number()
    .describe('Share of those answers its 5-fold cross-validated decision agrees with the teachers on'),
  phrases_agreement: z.number().describe("The point's phrases' agreement alone on the same answers"),
  fitted_at: timestamp,
  marks: z.number().int().describe("The point's marks when the model was fitted: it applies while they are unchanged"),
  phrases: z
    .array(z.string())
    .describe("The point's phrases when the model was fitted: it applies while they are unchanged"),
  model: storedWordModelSchema.describe('The whole model, for marking in the browser ("try an answer")'),
  for: z.array(weightedKeySchema).describe('The keys weighing most for the point, strongest first (at most 5)'),
  against: z.array(weightedKeySchema).describe('The keys weighing most against it, strongest first (at most 5)'),
});
export type PointWordModel = z.infer<typeof pointWordModelSchema>;

export const wordModelsQuerySchema = z.object({ question: dbIdParam.describe('Question id') });

export const conceptShareSchema = z.object({
  share: z.number().describe("Share of a model answer's concepts an answer needs in this curriculum, in [0.1, 1]"),
  decisions: z
    .number()
    .int()
    .describe("Teachers' decisions it was fitted on (an answer and a point holding a model answer)"),
  agreement: z.number().describe('Balanced agreement with those decisions at this share'),
  default_agreement: z.number().describe("The same at the engine's default share"),
  default_share: z.number().describe("The engine's default share"),
  fitted_at: timestamp,
});
export type ConceptShare = z.infer<typeof conceptShareSchema>;

export const questionWordModelsSchema = z.object({
  question_id: id,
  points: z.array(pointWordModelSchema).describe('One entry per marking point with a learnt word model in use'),
  concept_share: conceptShareSchema
    .nullable()
    .describe(
      "How strictly the question's curriculum reads model answers, learnt from its teachers' marks (null: the engine's default share)",
    ),
});
export type QuestionWordModels = z.infer<typeof questionWordModelsSchema>;
