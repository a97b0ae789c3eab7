import { z } from 'zod';
import { dbId, dbIdParam, safeLinkSchema } from './common';
import { countFields, id, page, phrase, timestamp } from './question-fields';

// The question bank: MAF (free-text, marked by marking points) and quiz (multiple choice) questions,
// marking points ("makingpoints" in the legacy paths), answer structures, synonyms and machine phrases.

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
