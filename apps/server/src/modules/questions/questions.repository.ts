import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asPlaceholder, asValue, preparedPerShape, type Bind } from '../../db/prepared';
import { escapeLike } from '../../db/sql';
import {
  answerStructures,
  chapters,
  courses,
  curricula,
  examTemplateQuestions,
  examTemplates,
  lessons,
  markingPoints,
  questionColumns,
  questions,
  questionVersions,
  schoolVisibleCurricula,
  synonyms,
  topics,
} from '../../db/schema/index';
import { createSynonymsRepository } from './synonyms.repository';
import { createMachinePhrasesRepository } from './machine-phrases.repository';

/** A question as selected through `questionColumns` (without the search copy of its text). */
export type QuestionRow = Omit<typeof questions.$inferSelect, 'searchText'>;
export type QuestionInsert = typeof questions.$inferInsert;
export type MarkingPointRow = typeof markingPoints.$inferSelect;
export type SynonymRow = typeof synonyms.$inferSelect;
export type { MachinePhraseRow } from './machine-phrases.repository';
export type StructureRow = typeof answerStructures.$inferSelect;

export interface QuestionFilter {
  kind: 'maf' | 'quiz';
  /**
   * Restrict to the curricula this school sees (resolved inside the query); a null school sees
   * none; undefined = all (staff).
   */
  visibleTo?: { schoolId: number | null } | undefined;
  query?: string | undefined;
  curricula?: number | undefined;
  course?: number | undefined;
  topic?: number | undefined;
  lesson?: number | undefined;
  marks?: number | undefined;
  /** Only questions with at least one marking point. */
  completeOnly?: boolean;
  /** Free-text questions by the answer they expect: a number (numeric structure) or text (anything else). */
  answerType?: 'text' | 'numeric' | undefined;
}

// Table-qualified by hand: Drizzle renders columns unqualified in a single-table select, which a subquery would misread.
const pointsCount =
  sql<number>`(select count(*) from "marking_points" mp where mp."question_id" = "questions"."id")`.mapWith(Number);
const pointsMarks =
  sql<number>`(select coalesce(sum(mp."marks"), 0) from "marking_points" mp where mp."question_id" = "questions"."id")`.mapWith(
    Number,
  );

const isNumeric = sql`exists (select 1 from "answer_structures" s where s."question_id" = "questions"."id" and s."structure"->>'type' = 'numeric')`;
/** The answer a free-text question expects, from its structure: 'text' when it has none. */
const answerType = sql<
  'text' | 'numeric' | 'parts'
>`coalesce((select s."structure"->>'type' from "answer_structures" s where s."question_id" = "questions"."id"), 'text')`;

/** The `like` pattern of each search word (ten at most): one condition a word. */
function searchPatterns(query: string | undefined): string[] {
  if (!query) return [];
  return query
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10)
    .map((word) => `%${escapeLike(word)}%`);
}

/**
 * The curricula a school sees, named once at the top of a statement: a list uses them twice (its
 * page and its count), and through the view each use was planned on its own (a fifth of the
 * search's time in PostgreSQL).
 */
function visibleCurricula(db: Db, schoolId: number, bind: Bind) {
  return db.$with('visible_curricula').as(
    db
      .select({ curriculaId: schoolVisibleCurricula.curriculaId })
      .from(schoolVisibleCurricula)
      .where(eq(schoolVisibleCurricula.schoolId, bind('school', schoolId))),
  );
}
type VisibleCurricula = ReturnType<typeof visibleCurricula>;

/** The statement's start: `with visible_curricula as (…)` when the filter names a school. */
function startFor(db: Db, visible: VisibleCurricula | null) {
  return visible ? db.with(visible) : db;
}

function visibleOf(db: Db, f: QuestionFilter, bind: Bind): VisibleCurricula | null {
  const schoolId = f.visibleTo?.schoolId;
  return schoolId === undefined || schoolId === null ? null : visibleCurricula(db, schoolId, bind);
}

function questionConditions(
  f: QuestionFilter,
  visible: VisibleCurricula | null,
  bind: Bind = asValue,
): SQL | undefined {
  const c: SQL[] = [eq(questions.kind, bind('kind', f.kind))];
  if (f.visibleTo) {
    c.push(visible ? sql`${questions.curriculaId} in (select ${visible.curriculaId} from ${visible})` : sql`false`);
  }
  if (f.curricula) c.push(eq(questions.curriculaId, bind('curricula', f.curricula)));
  if (f.course) c.push(eq(questions.courseId, bind('course', f.course)));
  if (f.topic) c.push(eq(questions.topicId, bind('topic', f.topic)));
  if (f.lesson) c.push(eq(questions.lessonId, bind('lesson', f.lesson)));
  if (f.marks !== undefined) c.push(eq(questions.maxMarks, bind('marks', f.marks)));
  searchPatterns(f.query).forEach((pattern, i) => {
    // Lower-cased by the database, as `search_text` is, so both sides fold case the same way.
    c.push(sql`${questions.searchText} like lower(${bind(`word${i}`, pattern)})`);
  });
  if (f.completeOnly) c.push(sql`exists (select 1 from "marking_points" mp where mp."question_id" = "questions"."id")`);
  if (f.answerType === 'numeric') c.push(isNumeric);
  if (f.answerType === 'text') c.push(sql`not ${isNumeric}`);
  return and(...c);
}

/**
 * The capped count of a filter's matches: `countCap + 1` rows read at most. Inside a list it uses
 * the list's `visible_curricula`; `alone`, it names them itself.
 */
function countStatement(
  db: Db,
  f: QuestionFilter,
  countCap: number,
  bind: Bind,
  visible: VisibleCurricula | null,
  alone: boolean,
) {
  return (alone ? startFor(db, visible) : db).select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(questions)
      .where(questionConditions(f, visible, bind))
      .limit(countCap + 1)
      .as('matching'),
  );
}

/**
 * A page of a filter's matches, newest edit first, each row carrying the capped count (one round
 * trip). The marks of its points are read only for the exam builder's bank search (`forExams`);
 * the answer a question expects only for free-text (MAF) lists; other lists get null and skip
 * those subqueries.
 */
function listStatement(db: Db, f: QuestionFilter, countCap: number, bind: Bind, forExams: boolean) {
  const visible = visibleOf(db, f, bind);
  return startFor(db, visible)
    .select({
      question: questionColumns,
      pointsCount,
      pointsMarks: forExams ? pointsMarks : sql<number | null>`null`,
      // Free-text lists label each question by the answer it expects (text or a number).
      answerType: forExams || f.kind === 'maf' ? answerType : sql<'text' | 'numeric' | 'parts' | null>`null`,
      counted: sql<number>`(${countStatement(db, f, countCap, bind, visible, false)})`.mapWith(Number),
    })
    .from(questions)
    .where(questionConditions(f, visible, bind))
    .orderBy(desc(questions.updatedAt), desc(questions.id))
    .$dynamic();
}

function prepareList(db: Db, f: QuestionFilter, countCap: number, forExams: boolean, name: string) {
  return listStatement(db, f, countCap, asPlaceholder, forExams)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}
type PreparedList = ReturnType<typeof prepareList>;

/**
 * Which filters are set and how many search words (not their values): one statement, built once,
 * serves every list of a shape.
 */
function listShape(f: QuestionFilter, countCap: number, forExams: boolean, words: number) {
  const school = f.visibleTo === undefined ? 'all' : f.visibleTo.schoolId === null ? 'none' : 'school';
  const links = (['curricula', 'course', 'topic', 'lesson'] as const).filter((k) => f[k]);
  const rest = [f.marks !== undefined ? 'marks' : '', f.completeOnly ? 'complete' : '', f.answerType ?? ''];
  return [f.kind, school, ...links, ...rest, words ? `words${words}` : '', forExams ? 'exams' : '', String(countCap)]
    .filter(Boolean)
    .join('_');
}

const preparedLists = preparedPerShape();
/**
 * Without search words the statement is named, so PostgreSQL may settle on one plan per connection.
 * A search is sent unnamed (the empty name), so it is planned with its words each time: a generic
 * plan cannot judge a word's rarity, and a rare word wants the trigram index where a common one
 * wants the newest-first scan.
 */
function preparedList(db: Db, f: QuestionFilter, countCap: number, forExams: boolean, words: number): PreparedList {
  return preparedLists(db, listShape(f, countCap, forExams, words), (shape) =>
    prepareList(db, f, countCap, forExams, words ? '' : `questions_list_${shape}`),
  );
}

/** Drizzle queries of the question bank; nothing else in the module touches the database. */
export function createQuestionsRepository(db: Db) {
  return {
    /**
     * One page of a list, newest edit first, and the number of matches counted up to `countCap`
     * rows only: `total` is exact below the cap, else `countCap` with `capped` set (an exact
     * count of a broad search would read every match).
     */
    async listQuestions(
      f: QuestionFilter,
      page: { limit: number; offset: number },
      countCap: number,
      { forExams = false }: { forExams?: boolean } = {},
    ) {
      const patterns = searchPatterns(f.query);
      const found = await preparedList(db, f, countCap, forExams, patterns.length).execute({
        ...Object.fromEntries(patterns.map((pattern, i) => [`word${i}`, pattern])),
        kind: f.kind,
        school: f.visibleTo?.schoolId,
        curricula: f.curricula,
        course: f.course,
        topic: f.topic,
        lesson: f.lesson,
        marks: f.marks,
        limit: page.limit,
        offset: page.offset,
      });
      // A page past the end has no row to carry the count: only then is it asked for alone.
      const n =
        found[0]?.counted ??
        (page.offset > 0
          ? ((await countStatement(db, f, countCap, asValue, visibleOf(db, f, asValue), true))[0]?.n ?? 0)
          : 0);
      const rows = found.map(({ counted: _counted, ...row }) => row);
      return { rows, total: Math.min(n, countCap), capped: n > countCap };
    },

    async findQuestion(id: number) {
      const [row] = await db
        .select({ question: questionColumns, pointsCount, pointsMarks })
        .from(questions)
        .where(eq(questions.id, id));
      return row ?? null;
    },

    async findQuestionForPoint(pointId: number) {
      const [row] = await db
        .select({ point: markingPoints, question: questionColumns })
        .from(markingPoints)
        .innerJoin(questions, eq(questions.id, markingPoints.questionId))
        .where(eq(markingPoints.id, pointId));
      return row ?? null;
    },

    async insertQuestion(values: QuestionInsert) {
      const [row] = await db.insert(questions).values(values).returning({ id: questions.id });
      return row!.id;
    },

    /** Whether the bank holds a question of this kind with this content hash. */
    async questionExists(kind: 'maf' | 'quiz', hash: string) {
      const [row] = await db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.contentHash, hash), eq(questions.kind, kind)))
        .limit(1);
      return Boolean(row);
    },

    async updateQuestion(id: number, patch: Partial<QuestionInsert>) {
      const [row] = await db
        .update(questions)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(questions.id, id))
        .returning({ id: questions.id });
      return row ?? null;
    },

    async deleteQuestion(id: number) {
      await db.delete(examTemplateQuestions).where(eq(examTemplateQuestions.questionId, id));
      await db.delete(questions).where(eq(questions.id, id));
    },

    templatesUsing(questionId: number) {
      return db
        .select({ id: examTemplates.id, name: examTemplates.name })
        .from(examTemplateQuestions)
        .innerJoin(examTemplates, eq(examTemplates.id, examTemplateQuestions.templateId))
        .where(eq(examTemplateQuestions.questionId, questionId))
        .orderBy(asc(examTemplates.name), asc(examTemplates.id));
    },

    // --- links to the curriculum tree
    async curriculumExists(id: number) {
      const [row] = await db.select({ id: curricula.id }).from(curricula).where(eq(curricula.id, id));
      return Boolean(row);
    },
    async courseCurriculum(courseId: number) {
      const [row] = await db.select({ curriculaId: courses.curriculaId }).from(courses).where(eq(courses.id, courseId));
      return row?.curriculaId ?? null;
    },
    async topicCourse(topicId: number) {
      const [row] = await db
        .select({ courseId: chapters.courseId })
        .from(topics)
        .innerJoin(chapters, eq(chapters.id, topics.chapterId))
        .where(eq(topics.id, topicId));
      return row?.courseId ?? null;
    },
    async lessonPlace(lessonId: number) {
      const [row] = await db
        .select({ topicId: lessons.topicId, courseId: chapters.courseId })
        .from(lessons)
        .innerJoin(topics, eq(topics.id, lessons.topicId))
        .innerJoin(chapters, eq(chapters.id, topics.chapterId))
        .where(eq(lessons.id, lessonId));
      return row ?? null;
    },

    // --- marking points
    listPoints(questionIds: number[]) {
      if (!questionIds.length) return Promise.resolve([] as MarkingPointRow[]);
      return db
        .select()
        .from(markingPoints)
        .where(inArray(markingPoints.questionId, questionIds))
        .orderBy(asc(markingPoints.position), asc(markingPoints.id));
    },
    async nextPosition(questionId: number) {
      const [row] = await db
        .select({
          max: sql<number | null>`max(${markingPoints.position})`.mapWith((v) => (v === null ? null : Number(v))),
        })
        .from(markingPoints)
        .where(eq(markingPoints.questionId, questionId));
      return row?.max === null || row?.max === undefined ? 0 : row.max + 1;
    },
    insertPoints(values: (typeof markingPoints.$inferInsert)[]) {
      if (!values.length) return Promise.resolve([] as MarkingPointRow[]);
      return db.insert(markingPoints).values(values).returning();
    },
    async updatePoint(pointId: number, patch: Partial<typeof markingPoints.$inferInsert>) {
      const [row] = await db
        .update(markingPoints)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(markingPoints.id, pointId))
        .returning();
      return row ?? null;
    },
    /** Deletes these points (their machine phrases go with them). */
    async deletePoints(pointIds: number[]) {
      if (pointIds.length) await db.delete(markingPoints).where(inArray(markingPoints.id, pointIds));
    },
    async deletePoint(pointId: number) {
      await db.delete(markingPoints).where(eq(markingPoints.id, pointId));
    },
    /** Locks the question's row until the transaction ends: scheme saves of one question queue. */
    async lockQuestion(questionId: number) {
      await db.select({ id: questions.id }).from(questions).where(eq(questions.id, questionId)).for('update');
    },
    /** Whether any attempt or practice answer has pinned a version of the question. */
    async hasVersions(questionId: number) {
      const [row] = await db
        .select({ id: questionVersions.id })
        .from(questionVersions)
        .where(eq(questionVersions.questionId, questionId))
        .limit(1);
      return Boolean(row);
    },
    async touchQuestion(questionId: number) {
      await db.update(questions).set({ updatedAt: new Date() }).where(eq(questions.id, questionId));
    },

    // --- answer structures
    async findStructure(questionId: number) {
      const [row] = await db.select().from(answerStructures).where(eq(answerStructures.questionId, questionId));
      return row ?? null;
    },
    /** Inserts the structure unless the question has one; null when it already had one. */
    async insertStructure(questionId: number, structure: StructureRow['structure']) {
      const [row] = await db
        .insert(answerStructures)
        .values({ questionId, structure })
        .onConflictDoNothing({ target: answerStructures.questionId })
        .returning();
      return row ?? null;
    },
    async updateStructure(questionId: number, structure: StructureRow['structure']) {
      const [row] = await db
        .update(answerStructures)
        .set({ structure, updatedAt: new Date() })
        .where(eq(answerStructures.questionId, questionId))
        .returning();
      return row ?? null;
    },
    async deleteStructure(questionId: number) {
      const rows = await db
        .delete(answerStructures)
        .where(eq(answerStructures.questionId, questionId))
        .returning({ id: answerStructures.id });
      return rows.length > 0;
    },
    ...createSynonymsRepository(db),
    ...createMachinePhrasesRepository(db),
  };
}

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
