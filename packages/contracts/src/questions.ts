import { z } from 'zod';
import { dbId, dbIdParam, safeLinkSchema } from './common';
import { matchHowSchema, nearMissReasonSchema } from './marking-evidence';

// The question bank: MAF (free-text, marked by marking points) and quiz (multiple choice) questions,
// marking points ("makingpoints" in the legacy paths), answer structures, synonyms and machine phrases.

const id = z.number().int();
const timestamp = z.string().describe('ISO 8601 date-time');
/** A phrase in the marking engine's notation (see packages/domain/src/marking/README.md). */
const phrase = z.string().trim().min(1).max(500);

export const questionKindSchema = z.enum(['maf', 'quiz']);
export const markingTypeSchema = z.enum(['points', 'levelled']);
export const machinePhraseStatusSchema = z.enum(['proposed', 'accepted', 'rejected']);

export const questionPointParamsSchema = z.object({
  id: dbIdParam.describe('Question id'),
  pid: dbIdParam.describe('Marking point id'),
});

/** The marking engine's `AnswerStructure` (a question without one is free text). */
export const answerStructureSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('numeric'),
    value: z.number().finite().describe('The expected value'),
    tolerance: z.number().finite().min(0).describe('Absolute tolerance around value'),
    unit: z.string().trim().max(40).nullable().optional().describe('Expected unit, e.g. "m/s2"'),
  }),
  z.object({
    type: z.literal('parts'),
    parts: z
      .array(z.object({ label: z.string().trim().min(1).max(100) }))
      .min(1)
      .max(20),
  }),
  z.object({ type: z.literal('text') }),
]);
export type AnswerStructureBody = z.infer<typeof answerStructureSchema>;

export const answerStructureResponseSchema = z.object({
  question_id: id,
  structure: answerStructureSchema.nullable().describe('null: free text, marked by phrases only'),
});

export const questionLevelSchema = z.object({
  level: z.number().int().min(1).max(20),
  minPoints: z.number().int().min(0).max(100).describe('Matched marking points needed for this level'),
  descriptor: z.string().trim().max(2000).optional(),
});

export const markingPointBodySchema = z.object({
  text: z.string().trim().min(1).max(2000).describe('What the point rewards, as the teacher reads it'),
  marks: z.number().int().min(0).max(100).default(1),
  phrases: z.array(phrase).max(100).default([]).describe('Accepted phrases in the marking engine notation'),
  position: z.number().int().min(0).optional().describe('Order in the mark scheme; default: last'),
});
export type MarkingPointBody = z.infer<typeof markingPointBodySchema>;

export const updateMarkingPointBodySchema = z
  .object({
    text: z.string().trim().min(1).max(2000).optional(),
    marks: z.number().int().min(0).max(100).optional(),
    phrases: z.array(phrase).max(100).optional(),
    position: z.number().int().min(0).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change' });
export type UpdateMarkingPointBody = z.infer<typeof updateMarkingPointBodySchema>;

export const markingPointSchema = z.object({
  id,
  question_id: id,
  position: z.number().int(),
  marks: z.number().int(),
  text: z.string(),
  phrases: z.array(z.string()),
});
export type MarkingPoint = z.infer<typeof markingPointSchema>;

const questionLinks = {
  curricula_id: dbId,
  course_id: dbId.nullable().optional(),
  topic_id: dbId.nullable().optional(),
  lesson_id: dbId.nullable().optional(),
};

const mafQuestionFields = {
  text: z.string().trim().min(1).max(20000).describe('The question as students see it'),
  ...questionLinks,
  max_marks: z.number().int().min(0).max(100),
  marking_type: markingTypeSchema.default('points'),
  levels: z.array(questionLevelSchema).max(20).nullable().optional().describe('Level bands; required when levelled'),
  media: safeLinkSchema.nullable().optional().describe('Link to a video or other media'),
};

const levelsRequired = (b: { marking_type?: string | undefined; levels?: unknown[] | null | undefined }) =>
  b.marking_type !== 'levelled' || (Array.isArray(b.levels) && b.levels.length > 0);

/** A new MAF question with its mark scheme (and optional answer structure), created in one go. */
export const createMafQuestionBodySchema = z
  .object({
    ...mafQuestionFields,
    marking_points: z.array(markingPointBodySchema).max(50).default([]),
    structure: answerStructureSchema.nullable().optional(),
  })
  .refine(levelsRequired, { message: 'A levelled question needs its levels', path: ['levels'] });
export type CreateMafQuestionBody = z.input<typeof createMafQuestionBodySchema>;

export const updateMafQuestionBodySchema = z
  .object({
    text: mafQuestionFields.text.optional(),
    curricula_id: questionLinks.curricula_id.optional(),
    course_id: questionLinks.course_id,
    topic_id: questionLinks.topic_id,
    lesson_id: questionLinks.lesson_id,
    max_marks: mafQuestionFields.max_marks.optional(),
    marking_type: markingTypeSchema.optional(),
    levels: mafQuestionFields.levels,
    media: mafQuestionFields.media,
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change' });
export type UpdateMafQuestionBody = z.infer<typeof updateMafQuestionBodySchema>;

/** A marking point as the scheme save takes it: a saved point (with its id) or a new one. */
export const schemePointBodySchema = z.object({
  id: dbId.optional().describe('A saved point of this question, kept and changed as sent; absent: a new point'),
  text: markingPointBodySchema.shape.text,
  marks: z.number().int().min(0).max(100),
  phrases: z.array(phrase).max(100).describe('Accepted phrases in the marking engine notation'),
});
export type SchemePointBody = z.infer<typeof schemePointBodySchema>;

/**
 * A question's whole mark scheme, saved in one request (PUT /questionmafs/:id/scheme): the
 * question's own fields to change, every marking point in order and the answer structure.
 */
export const saveMarkSchemeBodySchema = z.object({
  question: z
    .object({
      text: mafQuestionFields.text.optional(),
      curricula_id: questionLinks.curricula_id.optional(),
      course_id: questionLinks.course_id,
      topic_id: questionLinks.topic_id,
      lesson_id: questionLinks.lesson_id,
      max_marks: mafQuestionFields.max_marks.optional(),
      marking_type: markingTypeSchema.optional(),
      levels: mafQuestionFields.levels,
      media: mafQuestionFields.media,
    })
    .optional()
    .describe("The question's own fields to change, as PATCH /questionmafs/:id takes them; absent: unchanged"),
  marking_points: z
    .array(schemePointBodySchema)
    .max(50)
    .describe('Every marking point, in order: a saved point left out is deleted, one without an id is added'),
  structure: answerStructureSchema.nullable().describe('The answer structure; null: free text'),
});
export type SaveMarkSchemeBody = z.infer<typeof saveMarkSchemeBodySchema>;

export const questionMafSchema = z.object({
  id,
  kind: questionKindSchema,
  text: z.string(),
  curricula_id: id,
  course_id: id.nullable(),
  topic_id: id.nullable(),
  lesson_id: id.nullable(),
  max_marks: z.number().int(),
  marking_type: markingTypeSchema,
  levels: z.array(questionLevelSchema).nullable(),
  photo: z.string().nullable().describe('Stored image name in the uploads images area'),
  photo_url: z.string().nullable().describe('Where the image is served'),
  media: z.string().nullable(),
  created_by: id.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  points_count: z.number().int().describe('Number of marking points'),
});
export type QuestionMaf = z.infer<typeof questionMafSchema>;

export const questionMafDetailSchema = questionMafSchema.extend({
  marking_points: z.array(markingPointSchema),
  structure: answerStructureSchema.nullable(),
});
export type QuestionMafDetail = z.infer<typeof questionMafDetailSchema>;

/** What a scheme save answers: the question as saved, and whether it now marks differently. */
export const savedMarkSchemeSchema = z.object({
  question: questionMafDetailSchema,
  scheme_changed: z
    .boolean()
    .describe(
      "Whether the engine's input for the question changed (points, structure, maximum, levels, the synonyms of its curriculum, its text): the answers already marked may need the regrade",
    ),
});
export type SavedMarkScheme = z.infer<typeof savedMarkSchemeSchema>;

/** The most rows a question list counts: beyond it the list says "more than" (`total_capped`). */
export const QUESTION_COUNT_CAP = 200;
/** A word search counts its matches up to this many pages past the page asked for. */
export const QUESTION_SEARCH_PAGES_AHEAD = 4;

/**
 * How far a question list counts its matches. A word search counts to the end of the page asked for
 * and a few pages past it (at most QUESTION_COUNT_CAP): counting a common word further would read
 * every question that holds it, while a reader who wants more narrows the search. A list without
 * words counts to QUESTION_COUNT_CAP (its index answers that cheaply).
 */
export function questionCountCap(q: { query?: string | undefined; page: number; limit: number }): number {
  if (!q.query?.trim()) return QUESTION_COUNT_CAP;
  return Math.min(QUESTION_COUNT_CAP, (q.page + QUESTION_SEARCH_PAGES_AHEAD) * q.limit);
}
/** The largest page a question list answers; a larger `limit` is a 400. */
export const QUESTION_PAGE_MAX = 100;

const page = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(QUESTION_PAGE_MAX).default(20),
};
/** How a question list reports its size: exact up to the cap, else the cap and `total_capped`. */
const countFields = {
  total: z
    .number()
    .int()
    .describe(
      `Matching questions, counted up to ${QUESTION_COUNT_CAP} (a word search: up to ${QUESTION_SEARCH_PAGES_AHEAD} pages past the page asked for); with total_capped it is a lower bound`,
    ),
  total_capped: z
    .boolean()
    .describe('true: more questions match than `total` (counting stops there; narrow the search or page on)'),
};
const linkFilters = {
  curricula: dbIdParam.optional().describe('Curriculum id'),
  course: dbIdParam.optional().describe('Course id'),
  lesson: dbIdParam.optional().describe('Lesson id'),
};

export const listQuestionMafsQuerySchema = z.object({
  query: z.string().trim().max(200).optional().describe('Words the question text contains'),
  ...linkFilters,
  marks: z.coerce.number().int().min(0).max(100).optional().describe('Exact max marks'),
  type: z
    .enum(['text', 'numeric'])
    .optional()
    .describe('numeric: questions answered with a number (numeric answer structure); text: all others. Default: both'),
  ...page,
});
export type ListQuestionMafsQuery = z.infer<typeof listQuestionMafsQuerySchema>;

/** The answer a free-text (MAF) question expects, from its answer structure. */
export const mafAnswerTypeSchema = z
  .enum(['text', 'numeric', 'parts'])
  .describe('The answer the question expects, from its answer structure (text when it has none)');

/** A row of the MAF list: the question and the answer it expects (text or a number). */
export const questionMafListItemSchema = questionMafSchema.extend({ answer_type: mafAnswerTypeSchema.optional() });
export type QuestionMafListItem = z.infer<typeof questionMafListItemSchema>;

export const questionMafPageSchema = z.object({ items: z.array(questionMafListItemSchema), ...countFields });

export const examQuestionsQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  ...linkFilters,
  type: z
    .enum(['text', 'numeric'])
    .optional()
    .describe('numeric: questions answered with a number (numeric answer structure); text: all others'),
  ...page,
});
export type ExamQuestionsQuery = z.infer<typeof examQuestionsQuerySchema>;

export const examQuestionSchema = questionMafSchema.extend({
  points_marks: z.number().int().describe('Sum of the marking points marks'),
  answer_type: mafAnswerTypeSchema.optional(),
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

export const examQuestionPageSchema = z.object({ items: z.array(examQuestionSchema), ...countFields });
export type ExamQuestionPage = z.infer<typeof examQuestionPageSchema>;

export const deleteQuestionQuerySchema = z.object({
  confirm: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('true: also remove the question from the exam templates that use it'),
});

/** The 400 answered when deleting a question exam templates use, without confirm. */
export const questionInUseSchema = z.object({
  code: z.literal('question_in_use'),
  templates: z.array(z.object({ id, name: z.string() })),
});

// --- quiz (multiple choice)
export const quizOptionsSchema = z.object({
  choices: z.array(z.string()).describe('The choices, in order'),
  correct: z.array(z.number().int()).describe('Indexes of the correct choices'),
});

export const questionQuizSchema = z.object({
  id,
  text: z.string(),
  curricula_id: id,
  course_id: id.nullable(),
  topic_id: id.nullable(),
  lesson_id: id.nullable(),
  max_marks: z.number().int(),
  options: quizOptionsSchema,
  photo_url: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type QuestionQuiz = z.infer<typeof questionQuizSchema>;

export const listQuestionsQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  ...linkFilters,
  topic: dbIdParam.optional().describe('Topic id'),
  ...page,
});
export const questionQuizPageSchema = z.object({ items: z.array(questionQuizSchema), ...countFields });

// --- synonyms
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

// --- the edit view and "try an answer"
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
