import { createHash } from 'node:crypto';
import {
  createMafQuestionBodySchema,
  type AnswerStructureBody,
  type CreateMafQuestionBody,
  type MarkingPointBody,
  type UpdateMafQuestionBody,
  type UpdateMarkingPointBody,
} from '@markwell/contracts';
import {
  compileQuestion,
  markAnswer,
  proposeMachinePhrases,
  type AnswerStructure,
  type MarkResult,
  type QuestionInput,
} from '@markwell/domain/marking/index';
import { cleanSynonyms, synonymMembers } from '@markwell/domain/text/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { createImageField } from '../../lib/image-field';
import type { CheckedFile } from '../../lib/uploads';
import type { Storage } from '../../plugins/storage';
import { notify } from '../notifications/index';
import {
  createQuestionsRepository,
  type MachinePhraseRow,
  type MarkingPointRow,
  type QuestionRow,
  type QuestionsRepository,
  type SynonymRow,
} from './questions.repository';

const isStaff = (user: AuthUser) => user.role === 'staff' || user.role === 'admin';
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
/** How much of a student answer is kept beside a machine phrase, for the reviewer. */
const EXCERPT_MAX = 500;

/**
 * The content hash imports use to skip a question already in the bank: kind, curriculum and the
 * text with case and whitespace normalised.
 */
export function questionContentHash(kind: 'maf' | 'quiz', curriculaId: number, text: string): string {
  const normalised = text.toLowerCase().replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(`${kind}\n${curriculaId}\n${normalised}`).digest('hex');
}

function toPoint(p: MarkingPointRow) {
  return {
    id: p.id,
    question_id: p.questionId,
    position: p.position,
    marks: p.marks,
    text: p.text,
    phrases: p.phrases,
  };
}

function toSynonym(s: SynonymRow) {
  return {
    id: s.id,
    text: s.text,
    members: synonymMembers(s.text),
    curricula_id: s.curriculaId,
    created_at: iso(s.createdAt),
    updated_at: iso(s.updatedAt),
  };
}

function toMachinePhrase(m: MachinePhraseRow) {
  return {
    id: m.id,
    marking_point_id: m.markingPointId,
    phrase: m.phrase,
    status: m.status,
    source_excerpt: m.sourceExcerpt,
    proposed_by: m.proposedBy,
    reviewed_by: m.reviewedBy,
    created_at: iso(m.createdAt),
    reviewed_at: m.reviewedAt ? iso(m.reviewedAt) : null,
  };
}

/** Phrases the engine cannot read (nothing but punctuation) are refused up front. */
function assertPhrasesReadable(phrases: string[], field = 'phrases') {
  if (!phrases.length) return;
  const compiled = compileQuestion({
    maxMarks: 1,
    markingPoints: phrases.map((p, i) => ({ id: String(i), marks: 1, phrases: [p], machinePhrases: [] })),
    synonyms: [],
    structure: null,
  });
  const errors = compiled.points
    .map((p, i) =>
      p.phrases.length === 0
        ? { path: `${field}.${i}`, message: `"${phrases[i]}" has no words or values to match` }
        : null,
    )
    .filter((e) => e !== null);
  if (errors.length)
    throw badRequest('invalid_phrase', 'A phrase has nothing the marking engine can match', { errors });
}

/** Marking type and levels must agree: a levelled question needs at least one level band. */
function assertLevels(markingType: 'points' | 'levelled', levels: unknown[] | null | undefined) {
  if (markingType === 'levelled' && !levels?.length) {
    throw badRequest('levels_required', 'A levelled question needs its levels', {
      errors: [{ path: 'body.levels', message: 'Required for a levelled question' }],
    });
  }
}

/**
 * The question bank service: MAF and quiz questions, marking points, answer structures, synonyms
 * and machine phrases. Staff manage everything; teachers read the questions of the curricula their
 * school follows and propose machine phrases for them.
 */
export function createQuestionsService(db: Db, storage?: Storage) {
  const repo = createQuestionsRepository(db);
  const photoUrl = (name: string | null) =>
    name ? (storage ? storage.url('images', name) : `/uploads/images/${name}`) : null;

  function toQuestion(row: { question: QuestionRow; pointsCount: number }) {
    const q = row.question;
    return {
      id: q.id,
      kind: q.kind,
      text: q.text,
      curricula_id: q.curriculaId,
      course_id: q.courseId,
      topic_id: q.topicId,
      lesson_id: q.lessonId,
      max_marks: q.maxMarks,
      marking_type: q.markingType,
      levels: q.levels ?? null,
      photo: q.photo,
      photo_url: photoUrl(q.photo),
      media: q.media,
      created_by: q.createdBy,
      created_at: iso(q.createdAt),
      updated_at: iso(q.updatedAt),
      points_count: row.pointsCount,
    };
  }

  /** Curricula a caller may read questions of: undefined = all (staff). */
  async function visibleCurricula(user: AuthUser): Promise<number[] | undefined> {
    if (isStaff(user)) return undefined;
    return user.schoolId ? repo.schoolCurriculaIds(user.schoolId) : [];
  }

  /** A MAF question the caller may read: 404 when missing (or a quiz), 403 outside the school's curricula. */
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

  async function loadMaf(id: number, user?: AuthUser, r: QuestionsRepository = repo) {
    const row = await r.findQuestion(id);
    if (!row || row.question.kind !== 'maf') throw notFound('Question');
    if (user) {
      const visible = await visibleCurricula(user);
      if (visible && !visible.includes(row.question.curriculaId))
        throw forbidden("Your school does not follow this question's curriculum");
    }
    return row;
  }

  async function loadPoint(questionId: number, pointId: number) {
    const found = await repo.findQuestionForPoint(pointId);
    if (!found || found.point.questionId !== questionId) throw notFound('Marking point');
    return found.point;
  }

  /** Checks the curriculum / course / topic / lesson links agree, filling course and topic from the lesson. */
  async function resolveLinks(
    r: QuestionsRepository,
    links: { curriculaId: number; courseId: number | null; topicId: number | null; lessonId: number | null },
  ) {
    const out = { ...links };
    const fail = (field: string, message: string) =>
      badRequest('invalid_link', message, { errors: [{ path: `body.${field}`, message }] });
    if (!(await r.curriculumExists(out.curriculaId))) throw fail('curricula_id', 'No such curriculum');
    if (out.lessonId !== null) {
      const place = await r.lessonPlace(out.lessonId);
      if (!place) throw fail('lesson_id', 'No such lesson');
      if (out.topicId !== null && out.topicId !== place.topicId)
        throw fail('lesson_id', 'The lesson is not in this topic');
      if (out.courseId !== null && out.courseId !== place.courseId)
        throw fail('lesson_id', 'The lesson is not in this course');
      out.topicId = place.topicId;
      out.courseId = place.courseId;
    }
    if (out.topicId !== null) {
      const course = await r.topicCourse(out.topicId);
      if (course === null) throw fail('topic_id', 'No such topic');
      if (out.courseId !== null && out.courseId !== course) throw fail('topic_id', 'The topic is not in this course');
      out.courseId = course;
    }
    if (out.courseId !== null) {
      const curriculaId = await r.courseCurriculum(out.courseId);
      if (curriculaId === null) throw fail('course_id', 'No such course');
      if (curriculaId !== out.curriculaId) throw fail('course_id', 'The course is not in this curriculum');
    }
    return out;
  }

  async function detail(id: number, user?: AuthUser) {
    const row = await loadMaf(id, user);
    const [points, structure] = await Promise.all([repo.listPoints([id]), repo.findStructure(id)]);
    return { ...toQuestion(row), marking_points: points.map(toPoint), structure: structure?.structure ?? null };
  }

  async function markingInput(questionId: number): Promise<QuestionInput> {
    const row = await loadMaf(questionId);
    const q = row.question;
    const points = await repo.listPoints([questionId]);
    const [machines, syns, structure] = await Promise.all([
      repo.listMachinePhrases(
        points.map((p) => p.id),
        'accepted',
      ),
      repo.listSynonyms({ curricula: q.curriculaId }),
      repo.findStructure(questionId),
    ]);
    return {
      maxMarks: q.maxMarks,
      markingPoints: points.map((p) => ({
        id: String(p.id),
        marks: p.marks,
        phrases: p.phrases,
        machinePhrases: machines.filter((m) => m.markingPointId === p.id).map((m) => m.phrase),
      })),
      synonyms: syns.map((s) => s.text),
      structure: (structure?.structure ?? null) as AnswerStructure,
      levelled: q.markingType === 'levelled',
      levels: (q.levels ?? []).map((l) => ({ level: l.level, minPoints: l.minPoints })),
    };
  }

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
    return tx ? run(tx) : db.transaction((t) => run(t as unknown as Db));
  }

  /** A teacher who proposed a machine phrase is told when staff accept or reject it. */
  async function tellProposers(
    reviewer: AuthUser,
    phrases: { proposedBy: number | null; phrase: string; status: string }[],
  ) {
    for (const m of phrases) {
      if (m.proposedBy === null || m.proposedBy === reviewer.id || m.status === 'proposed') continue;
      await notify(db, [m.proposedBy], {
        title: `Your marking phrase "${m.phrase.slice(0, 80)}" was ${m.status}`,
        body: m.status === 'accepted' ? 'Auto-marking now accepts it for this marking point.' : undefined,
      });
    }
  }
  return {
    questionContentHash,

    /**
     * Creates a MAF question with its marking points and optional answer structure, in one
     * transaction (or inside `tx` when given, e.g. an import batch). Returns the new question id.
     * @throws AppError 400 when the input is invalid or its curriculum links disagree.
     */
    createMafQuestion,

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
        page: number;
        limit: number;
      },
    ) {
      const { rows, total } = await repo.listQuestions(
        { kind: 'maf', visibleCurricula: await visibleCurricula(user), ...q },
        { limit: q.limit, offset: (q.page - 1) * q.limit },
      );
      return { items: rows.map(toQuestion), total };
    },

    getMaf: (user: AuthUser, id: number) => detail(id, user),

    async createMaf(user: AuthUser, body: CreateMafQuestionBody) {
      const id = await createMafQuestion(body, user.id);
      return detail(id);
    },

    async updateMaf(id: number, patch: UpdateMafQuestionBody) {
      const { question: q } = await loadMaf(id);
      const links = await resolveLinks(repo, {
        curriculaId: patch.curricula_id ?? q.curriculaId,
        courseId:
          patch.course_id !== undefined
            ? patch.course_id
            : patch.curricula_id !== undefined || patch.lesson_id || patch.topic_id
              ? null
              : q.courseId,
        topicId:
          patch.topic_id !== undefined
            ? patch.topic_id
            : patch.lesson_id || patch.course_id !== undefined || patch.curricula_id !== undefined
              ? null
              : q.topicId,
        lessonId:
          patch.lesson_id !== undefined
            ? patch.lesson_id
            : patch.topic_id !== undefined || patch.course_id !== undefined || patch.curricula_id !== undefined
              ? null
              : q.lessonId,
      });
      const markingType = patch.marking_type ?? q.markingType;
      const levels = patch.levels !== undefined ? patch.levels : q.levels;
      assertLevels(markingType, levels);
      const text = patch.text ?? q.text;
      await repo.updateQuestion(id, {
        text,
        ...links,
        ...(patch.max_marks !== undefined ? { maxMarks: patch.max_marks } : {}),
        markingType,
        levels: levels ?? null,
        ...(patch.media !== undefined ? { media: patch.media } : {}),
        contentHash: questionContentHash('maf', links.curriculaId, text),
      });
      return detail(id);
    },

    /**
     * Deletes a question. When exam templates use it, answers 400 `question_in_use` listing them,
     * unless `confirm`: then it is taken out of those templates and deleted.
     */
    async deleteMaf(id: number, confirm: boolean) {
      const row = await loadMaf(id);
      await db.transaction(async (t) => {
        const r = createQuestionsRepository(t as unknown as Db);
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

    // --- marking points
    async listPoints(id: number) {
      await loadMaf(id);
      return (await repo.listPoints([id])).map(toPoint);
    },

    async addPoint(id: number, body: MarkingPointBody) {
      await loadMaf(id);
      assertPhrasesReadable(body.phrases, 'body.phrases');
      const position = body.position ?? (await repo.nextPosition(id));
      const [row] = await repo.insertPoints([
        { questionId: id, position, marks: body.marks, text: body.text, phrases: body.phrases },
      ]);
      await repo.touchQuestion(id);
      return toPoint(row!);
    },

    async updatePoint(id: number, pointId: number, body: UpdateMarkingPointBody) {
      await loadMaf(id);
      await loadPoint(id, pointId);
      if (body.phrases) assertPhrasesReadable(body.phrases, 'body.phrases');
      const row = await repo.updatePoint(pointId, body);
      await repo.touchQuestion(id);
      return toPoint(row!);
    },

    async deletePoint(id: number, pointId: number) {
      await loadMaf(id);
      await loadPoint(id, pointId);
      await repo.deletePoint(pointId);
      await repo.touchQuestion(id);
      return { success: true as const };
    },

    /** Everything the mark-scheme editor needs in one response. */
    async editView(id: number) {
      const row = await loadMaf(id);
      const points = await repo.listPoints([id]);
      const [machines, syns, structure] = await Promise.all([
        repo.listMachinePhrases(points.map((p) => p.id)),
        repo.listSynonyms({ curricula: row.question.curriculaId }),
        repo.findStructure(id),
      ]);
      return {
        question: toQuestion(row),
        marking_points: points.map((p) => ({
          ...toPoint(p),
          machine_phrases: machines.filter((m) => m.markingPointId === p.id).map(toMachinePhrase),
        })),
        synonyms: syns.map(toSynonym),
        structure: structure?.structure ?? null,
      };
    },

    // --- answer structures
    async getStructure(id: number) {
      await loadMaf(id);
      const row = await repo.findStructure(id);
      return { question_id: id, structure: row?.structure ?? null };
    },
    async createStructure(id: number, structure: AnswerStructureBody) {
      await loadMaf(id);
      const row = await repo.insertStructure(id, structure);
      if (!row)
        throw conflict(
          'structure_exists',
          'This question already has an answer structure; change it with PATCH /questions/:id/structure',
        );
      await repo.touchQuestion(id);
      return { question_id: id, structure: row.structure };
    },
    async updateStructure(id: number, structure: AnswerStructureBody) {
      await loadMaf(id);
      const row = await repo.updateStructure(id, structure);
      if (!row) throw notFound('Answer structure');
      await repo.touchQuestion(id);
      return { question_id: id, structure: row.structure };
    },
    async deleteStructure(id: number) {
      await loadMaf(id);
      if (!(await repo.deleteStructure(id))) throw notFound('Answer structure');
      await repo.touchQuestion(id);
      return { success: true as const };
    },

    /** Questions that can go into an exam: complete ones (at least one marking point). */
    async examQuestions(
      user: AuthUser,
      q: {
        query?: string | undefined;
        curricula?: number | undefined;
        course?: number | undefined;
        lesson?: number | undefined;
        type?: 'text' | 'numeric' | undefined;
      },
    ) {
      const { type, ...links } = q;
      const { rows } = await repo.listQuestions(
        { kind: 'maf', visibleCurricula: await visibleCurricula(user), ...links, completeOnly: true, answerType: type },
        null,
      );
      return rows.map((r) => ({ ...toQuestion(r), points_marks: r.pointsMarks, answer_type: r.answerType }));
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
      const { rows, total } = await repo.listQuestions(
        { kind: 'quiz', visibleCurricula: await visibleCurricula(user), ...q },
        { limit: q.limit, offset: (q.page - 1) * q.limit },
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
      };
    },

    // --- synonyms
    async listSynonyms(q: { curricula?: number | undefined; query?: string | undefined }) {
      return (await repo.listSynonyms(q)).map(toSynonym);
    },
    async createSynonym(body: { text: string; curricula_id: number | null }) {
      const text = cleanSynonymSet(body.text);
      if (body.curricula_id !== null && !(await repo.curriculumExists(body.curricula_id))) {
        throw badRequest('invalid_link', 'No such curriculum', {
          errors: [{ path: 'body.curricula_id', message: 'No such curriculum' }],
        });
      }
      return toSynonym(await repo.insertSynonym({ text, curriculaId: body.curricula_id }));
    },
    async updateSynonym(id: number, body: { text?: string | undefined; curricula_id?: number | null | undefined }) {
      if (!(await repo.findSynonym(id))) throw notFound('Synonym set');
      if (body.curricula_id && !(await repo.curriculumExists(body.curricula_id))) {
        throw badRequest('invalid_link', 'No such curriculum', {
          errors: [{ path: 'body.curricula_id', message: 'No such curriculum' }],
        });
      }
      const row = await repo.updateSynonym(id, {
        ...(body.text !== undefined ? { text: cleanSynonymSet(body.text) } : {}),
        ...(body.curricula_id !== undefined ? { curriculaId: body.curricula_id } : {}),
      });
      return toSynonym(row!);
    },
    async deleteSynonym(id: number) {
      if (!(await repo.deleteSynonym(id))) throw notFound('Synonym set');
      return { success: true as const };
    },

    // --- machine phrases
    /**
     * Proposes machine phrases for a point: the phrases sent, or (with only an answer) the phrase the
     * engine picks from the answer the point was awarded for. Teachers may propose for questions of
     * their school's curricula. Phrases the point already has are returned as they are.
     */
    async proposeMachines(
      user: AuthUser,
      pointId: number,
      body: { phrases?: string[] | undefined; answer?: string | undefined },
    ) {
      const found = await repo.findQuestionForPoint(pointId);
      if (!found || found.question.kind !== 'maf') throw notFound('Marking point');
      await loadMaf(found.question.id, user);
      const excerpt = body.answer?.trim() ? body.answer.trim().slice(0, EXCERPT_MAX) : null;
      let phrases = body.phrases ?? [];
      if (!phrases.length && body.answer) {
        const input = await markingInput(found.question.id);
        phrases = proposeMachinePhrases(input, body.answer, [String(pointId)]).map((p) => p.phrase);
        if (!phrases.length) {
          throw badRequest(
            'nothing_to_learn',
            'The engine already awards this point for the answer, or found no phrase to learn from it',
          );
        }
      }
      assertPhrasesReadable(phrases, 'body.phrases');
      const unique = [...new Set(phrases.map((p) => p.trim()))];
      const rows = await repo.proposeMachinePhrases(
        pointId,
        unique.map((phrase) => ({ phrase, sourceExcerpt: excerpt })),
        user.id,
      );
      return rows.map(toMachinePhrase);
    },

    /** Accepts or rejects several proposals of one point at once; proposers hear the outcome. */
    async reviewMachines(
      user: AuthUser,
      pointId: number,
      decisions: { id: number; status: 'accepted' | 'rejected' }[],
    ) {
      const found = await repo.findQuestionForPoint(pointId);
      if (!found) throw notFound('Marking point');
      const ofPoint = await repo.listMachinePhrases([pointId]);
      const known = new Set(ofPoint.map((m) => m.id));
      const errors = decisions
        .map((d, i) =>
          known.has(d.id)
            ? null
            : { path: `body.decisions.${i}.id`, message: `Machine phrase ${d.id} is not one of this point's` },
        )
        .filter((e) => e !== null);
      if (errors.length)
        throw badRequest('machine_phrase_not_of_point', 'Some machine phrases do not belong to this marking point', {
          errors,
        });
      await db.transaction(async (t) => {
        const r = createQuestionsRepository(t as unknown as Db);
        for (const status of ['accepted', 'rejected'] as const) {
          await r.reviewMachinePhrases(
            decisions.filter((d) => d.status === status).map((d) => d.id),
            status,
            user.id,
          );
        }
      });
      const after = await repo.listMachinePhrases([pointId]);
      const decided = new Set(decisions.map((d) => d.id));
      await tellProposers(
        user,
        after.filter((m) => decided.has(m.id)),
      );
      return after.map(toMachinePhrase);
    },

    async machineQueue(q: {
      status: MachinePhraseRow['status'];
      curricula?: number | undefined;
      question?: number | undefined;
      page: number;
      limit: number;
    }) {
      const { rows, total } = await repo.machineQueue(q, { limit: q.limit, offset: (q.page - 1) * q.limit });
      return {
        items: rows.map((r) => ({
          ...toMachinePhrase(r.phrase),
          point: { id: r.point.id, text: r.point.text, marks: r.point.marks, phrases: r.point.phrases },
          question: { id: r.question.id, text: r.question.text, curricula_id: r.question.curriculaId },
        })),
        total,
      };
    },

    /** Accept, reject or edit one machine phrase (`id` is the machine phrase's own id). */
    async updateMachine(
      user: AuthUser,
      id: number,
      body: { status?: 'accepted' | 'rejected' | undefined; phrase?: string | undefined },
    ) {
      const current = await repo.findMachinePhrase(id);
      if (!current) throw notFound('Machine phrase');
      if (body.phrase !== undefined) {
        assertPhrasesReadable([body.phrase], 'body.phrase');
        const same = await repo.findMachinePhraseByText(current.markingPointId, body.phrase);
        if (same && same.id !== id)
          throw conflict('machine_phrase_exists', 'This marking point already has that machine phrase');
      }
      const row = await repo.updateMachinePhrase(id, {
        ...(body.phrase !== undefined ? { phrase: body.phrase } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        reviewedBy: user.id,
        reviewedAt: new Date(),
      });
      if (body.status !== undefined && body.status !== current.status) await tellProposers(user, [row!]);
      return toMachinePhrase(row!);
    },

    async deleteMachine(id: number) {
      if (!(await repo.deleteMachinePhrase(id))) throw notFound('Machine phrase');
      return { success: true as const };
    },

    /** Marks a sample answer with the engine, exactly as auto-marking will. */
    /** Marks a sample answer exactly as the engine will mark students' answers to the question. */
    async tryAnswer(user: AuthUser, id: number, answer: string): Promise<MarkResult> {
      await loadMaf(id, user);
      return markAnswer(await markingInput(id), answer);
    },
  };
}

/** SPEC §5 cleaning; a set needs two terms at least to mean anything. */
function cleanSynonymSet(raw: string): string {
  const text = cleanSynonyms(raw);
  if (synonymMembers(text).length < 2) {
    throw badRequest('synonyms_too_few', 'A synonym set needs at least two terms separated by ";"', {
      errors: [{ path: 'body.text', message: 'Give at least two terms separated by ";"' }],
    });
  }
  return text;
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
