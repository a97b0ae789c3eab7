import {
  createMafQuestionBodySchema,
  questionCountCap,
  type CreateMafQuestionBody,
  type UpdateMafQuestionBody,
} from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { AppError, badRequest } from '../../lib/errors';
import { curriculaScopeOf } from '../curricula/index';
import { createImageField } from '../../lib/image-field';
import type { CheckedFile } from '../../lib/uploads';
import type { Storage } from '../../plugins/storage';
import { createQuestionAccess } from './questions.policy';
import { iso } from './questions.presenters';
import { assertPhrasesReadable, mafQuestionPatch, questionContentHash, resolveLinks } from './question-writes';

export { questionContentHash };
import { createQuestionsRepository } from './questions.repository';

/**
 * The questions themselves: MAF (free-text) and quiz questions, their links into a curriculum and
 * their image. Staff manage them; teachers read those of the curricula their school follows. Other
 * modules create questions and get the marking engine's input through this service.
 */
export function createQuestionsService(db: Db, storage?: Storage) {
  const { repo, photoUrl, toQuestion, loadMaf, detail, markingInput } = createQuestionAccess(db, storage);

  /** The question's photo column (only when the service was given storage). */
  const photo = storage
    ? createImageField(storage, {
        find: async (questionId: number) => (await loadMaf(questionId)).question,
        current: (q) => q.photo,
        save: async (questionId, name) => {
          await repo.updateQuestion(questionId, { photo: name });
          return detail(questionId);
        },
      })
    : null;

  async function createMafQuestion(input: CreateMafQuestionBody, userId: number, tx?: Db): Promise<number> {
    const parsed = createMafQuestionBodySchema.safeParse(input);
    if (!parsed.success) {
      throw badRequest('validation_failed', 'The question is invalid', {
        errors: parsed.error.issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message })),
      });
    }
    const body = parsed.data;
    body.marking_points.forEach((p, i) => assertPhrasesReadable(p.phrases, `body.marking_points.${i}.phrases`));
    const run = async (t: Db) => {
      const r = createQuestionsRepository(t);
      const links = await resolveLinks(r, {
        curriculaId: body.curricula_id,
        courseId: body.course_id ?? null,
        topicId: body.topic_id ?? null,
        lessonId: body.lesson_id ?? null,
      });
      const id = await r.insertQuestion({
        kind: 'maf',
        text: body.text,
        ...links,
        maxMarks: body.max_marks,
        markingType: body.marking_type,
        levels: body.levels ?? null,
        media: body.media ?? null,
        createdBy: userId,
        contentHash: questionContentHash('maf', body.curricula_id, body.text),
      });
      await r.insertPoints(
        body.marking_points.map((p, i) => ({
          questionId: id,
          position: p.position ?? i,
          marks: p.marks,
          text: p.text,
          phrases: p.phrases,
        })),
      );
      if (body.structure) await r.insertStructure(id, body.structure);
      return id;
    };
    return tx ? run(tx) : db.transaction((t) => run(t));
  }

  return {
    questionContentHash,

    /**
     * Creates a MAF question with its marking points and optional answer structure, in one
     * transaction (or inside `tx` when given, e.g. an import batch). Returns the new question id.
     * @throws AppError 400 when the input is invalid or its curriculum links disagree.
     */
    createMafQuestion,

    /** Whether the bank already holds a question of this kind and content hash (inside `tx` when given). */
    questionExists: (kind: 'maf' | 'quiz', contentHash: string, tx?: Db) =>
      createQuestionsRepository(tx ?? db).questionExists(kind, contentHash),

    /**
     * Creates a multiple-choice question (inside `tx` when given, e.g. an import batch) at an
     * already-checked place in the curriculum. Returns the new question id.
     */
    createQuizQuestion: (
      values: {
        text: string;
        curriculaId: number;
        courseId: number | null;
        topicId: number | null;
        lessonId: number | null;
        maxMarks: number;
        choices: string[];
        correct: number[];
        createdBy: number;
      },
      tx?: Db,
    ) =>
      createQuestionsRepository(tx ?? db).insertQuestion({
        kind: 'quiz',
        text: values.text,
        curriculaId: values.curriculaId,
        courseId: values.courseId,
        topicId: values.topicId,
        lessonId: values.lessonId,
        maxMarks: values.maxMarks,
        markingType: 'points',
        options: { choices: values.choices, correct: values.correct },
        createdBy: values.createdBy,
        contentHash: questionContentHash('quiz', values.curriculaId, values.text),
      }),

    /**
     * Adds a cleaned synonym set to a curriculum unless that curriculum (or every one) has it
     * already (inside `tx` when given). True when it was added.
     */
    ensureSynonym: (text: string, curriculaId: number, tx?: Db) =>
      createQuestionsRepository(tx ?? db).ensureSynonym(text, curriculaId),

    /** The marking engine's input for a question: points with accepted machine phrases, applicable synonyms, structure. */
    markingInputFor: markingInput,

    async listMaf(
      user: AuthUser,
      q: {
        query?: string | undefined;
        curricula?: number | undefined;
        course?: number | undefined;
        lesson?: number | undefined;
        marks?: number | undefined;
        type?: 'text' | 'numeric' | undefined;
        page: number;
        limit: number;
      },
    ) {
      const { type, ...filters } = q;
      const { rows, total, capped } = await repo.listQuestions(
        { kind: 'maf', visibleTo: curriculaScopeOf(user), ...filters, answerType: type },
        { limit: q.limit, offset: (q.page - 1) * q.limit },
        questionCountCap(q),
      );
      return {
        items: rows.map((r) => ({ ...toQuestion(r), answer_type: r.answerType ?? 'text' })),
        total,
        total_capped: capped,
      };
    },

    getMaf: (user: AuthUser, id: number) => detail(id, user),

    async createMaf(user: AuthUser, body: CreateMafQuestionBody) {
      const id = await createMafQuestion(body, user.id);
      return detail(id);
    },

    async updateMaf(id: number, patch: UpdateMafQuestionBody) {
      const row = await loadMaf(id);
      await repo.updateQuestion(id, await mafQuestionPatch(repo, row.question, patch));
      return detail(id);
    },

    /**
     * Deletes a question. When exam templates use it, answers 400 `question_in_use` listing them,
     * unless `confirm`: then it is taken out of those templates and deleted.
     */
    async deleteMaf(id: number, confirm: boolean) {
      const row = await loadMaf(id);
      await db.transaction(async (t) => {
        const r = createQuestionsRepository(t);
        const templates = await r.templatesUsing(id);
        if (templates.length && !confirm) {
          throw new AppError(
            400,
            'question_in_use',
            `This question is used by ${templates.length} exam template(s); send confirm=true to remove it from them and delete it`,
            { templates },
          );
        }
        await r.deleteQuestion(id);
      });
      if (row.question.photo && storage) await storage.remove('images', row.question.photo);
      return { success: true as const };
    },

    /** Stores an uploaded image as the question's photo, replacing (and removing) the previous one. */
    async setPhoto(id: number, file: CheckedFile) {
      if (!storage || !photo) throw new Error('createQuestionsService: storage is required for photos');
      return photo.set(id, await storage.put('images', file.bytes, file.extension));
    },

    /** Throws the question's 404 when it does not exist. */
    async assertMafExists(id: number) {
      await loadMaf(id);
    },

    /** Removes the question's photo (and its file) and media link. */
    async removeMedia(id: number) {
      const { question: q } = await loadMaf(id);
      await repo.updateQuestion(id, { photo: null, media: null });
      if (q.photo && storage) await storage.remove('images', q.photo);
      return detail(id);
    },

    /** A page of the questions that can go into an exam: complete ones (at least one marking point). */
    async examQuestions(
      user: AuthUser,
      q: {
        query?: string | undefined;
        curricula?: number | undefined;
        course?: number | undefined;
        lesson?: number | undefined;
        type?: 'text' | 'numeric' | undefined;
        page: number;
        limit: number;
      },
    ) {
      const { type, page, limit, ...links } = q;
      const { rows, total, capped } = await repo.listQuestions(
        { kind: 'maf', visibleTo: curriculaScopeOf(user), ...links, completeOnly: true, answerType: type },
        { limit, offset: (page - 1) * limit },
        questionCountCap(q),
        { forExams: true },
      );
      return {
        items: rows.map((r) => ({
          ...toQuestion(r),
          points_marks: r.pointsMarks ?? 0,
          answer_type: r.answerType ?? 'text',
        })),
        total,
        total_capped: capped,
      };
    },

    /** Multiple-choice quiz questions. */
    async listQuiz(
      user: AuthUser,
      q: {
        query?: string | undefined;
        curricula?: number | undefined;
        course?: number | undefined;
        topic?: number | undefined;
        lesson?: number | undefined;
        page: number;
        limit: number;
      },
    ) {
      const { rows, total, capped } = await repo.listQuestions(
        { kind: 'quiz', visibleTo: curriculaScopeOf(user), ...q },
        { limit: q.limit, offset: (q.page - 1) * q.limit },
        questionCountCap(q),
      );
      return {
        items: rows.map(({ question: x }) => ({
          id: x.id,
          text: x.text,
          curricula_id: x.curriculaId,
          course_id: x.courseId,
          topic_id: x.topicId,
          lesson_id: x.lessonId,
          max_marks: x.maxMarks,
          options: x.options ?? { choices: [], correct: [] },
          photo_url: photoUrl(x.photo),
          created_at: iso(x.createdAt),
          updated_at: iso(x.updatedAt),
        })),
        total,
        total_capped: capped,
      };
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
