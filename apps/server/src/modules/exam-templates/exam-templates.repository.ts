import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asPlaceholder, asValue, preparedPerShape, type Bind } from '../../db/prepared';
import { col, escapeLike } from '../../db/sql';
import {
  answerStructures,
  assignments,
  courses,
  curricula,
  examTemplateLessons,
  examTemplateQuestions,
  examTemplateSections,
  examTemplates,
  lessons,
  markingPoints,
  questionColumns,
  questions,
  schoolVisibleCurricula,
  users,
  type TemplateVisibility,
} from '../../db/schema/index';

export type TemplateRow = typeof examTemplates.$inferSelect;
type TemplateInsert = typeof examTemplates.$inferInsert;

/** Sum of the max marks of a template's questions, as a column of any query on exam_templates. */
const totalMarks = sql<number>`(select coalesce(sum(${col(questions.maxMarks)}), 0) from ${examTemplateQuestions}
  join ${questions} on ${col(questions.id)} = ${col(examTemplateQuestions.questionId)}
  where ${col(examTemplateQuestions.templateId)} = ${col(examTemplates.id)})`.mapWith(Number);
const questionCount = sql<number>`(select count(*) from ${examTemplateQuestions}
  where ${col(examTemplateQuestions.templateId)} = ${col(examTemplates.id)})`.mapWith(Number);
const lessonIds = sql<
  number[]
>`coalesce((select array_agg(${col(examTemplateLessons.lessonId)} order by ${col(examTemplateLessons.lessonId)})
  from ${examTemplateLessons} where ${col(examTemplateLessons.templateId)} = ${col(examTemplates.id)}), '{}')`;

/** Who is looking: decides which templates a list or a read may return. */
export type TemplateViewer = { kind: 'staff' } | { kind: 'teacher'; userId: number; schoolId: number };

export interface TemplateFilter {
  query?: string | undefined;
  curricula?: number | undefined;
  course?: number | undefined;
  lessons?: number[] | undefined;
  marks?: number | undefined;
  onlyPublic?: boolean | undefined;
  browse: 'all' | 'mine' | 'school' | 'public' | 'central';
  archived?: boolean | undefined;
}

export interface SectionInsert {
  title: string;
  questionIds: number[];
}

/**
 * The templates a viewer may see: everyone the central and public ones; a teacher also their
 * school's (private ones only their own). Content staff do not read schools' own templates.
 */
function visibleTo(viewer: TemplateViewer, bind: Bind = asValue): SQL | undefined {
  if (viewer.kind === 'staff') return or(eq(examTemplates.central, true), eq(examTemplates.visibility, 'public'));
  return or(
    eq(examTemplates.visibility, 'public'),
    eq(examTemplates.central, true),
    and(
      eq(examTemplates.schoolId, bind('school', viewer.schoolId)),
      or(eq(examTemplates.visibility, 'school'), eq(examTemplates.createdBy, bind('user', viewer.userId))),
    ),
  );
}

const summaryColumns = {
  template: examTemplates,
  author: users.name,
  totalMarks,
  questionCount,
  lessonIds,
};

/** What a list asks for, its values as placeholders of a prepared statement. */
function listConditions(db: Db, viewer: TemplateViewer, f: TemplateFilter): SQL | undefined {
  const value = (name: string) => sql.placeholder(name);
  const conditions: (SQL | undefined)[] = [visibleTo(viewer, asPlaceholder)];
  if (!f.archived) conditions.push(isNull(examTemplates.archivedAt));
  if (f.query) {
    conditions.push(or(ilike(examTemplates.name, value('like')), ilike(examTemplates.instructions, value('like'))));
  }
  if (f.curricula) conditions.push(eq(examTemplates.curriculaId, value('curricula')));
  if (f.course) conditions.push(eq(examTemplates.courseId, value('course')));
  if (f.lessons?.length) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(examTemplateLessons)
          .where(
            and(
              eq(examTemplateLessons.templateId, col(examTemplates.id)),
              sql`${col(examTemplateLessons.lessonId)} = any(${value('lessons')}::int[])`,
            ),
          ),
      ),
    );
  }
  if (f.marks !== undefined) conditions.push(sql`${totalMarks} = ${value('marks')}`);
  if (f.onlyPublic) conditions.push(eq(examTemplates.visibility, 'public'));
  if (f.browse === 'central') conditions.push(eq(examTemplates.central, true));
  if (viewer.kind === 'teacher') {
    if (f.browse === 'mine') conditions.push(eq(examTemplates.createdBy, value('user')));
    if (f.browse === 'school') conditions.push(eq(examTemplates.schoolId, value('school')));
    if (f.browse === 'public')
      conditions.push(
        and(
          eq(examTemplates.visibility, 'public'),
          or(isNull(examTemplates.schoolId), sql`${col(examTemplates.schoolId)} <> ${value('school')}`),
        ),
      );
  } else if (f.browse === 'public') conditions.push(eq(examTemplates.visibility, 'public'));
  return and(...conditions);
}

/** A page of a list, newest edit first, each row carrying the count of every match (one round trip). */
function prepareList(db: Db, viewer: TemplateViewer, f: TemplateFilter, name: string) {
  const where = listConditions(db, viewer, f);
  const countQuery = db.select({ n: count() }).from(examTemplates).where(where);
  return db
    .select({ ...summaryColumns, counted: sql<number>`(${countQuery})`.mapWith(Number) })
    .from(examTemplates)
    .leftJoin(users, eq(users.id, examTemplates.createdBy))
    .where(where)
    .orderBy(desc(examTemplates.updatedAt), desc(examTemplates.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/** Which filters are set, not their values: one prepared statement serves every list of a shape. */
function listShape(viewer: TemplateViewer, f: TemplateFilter) {
  const set = [
    f.archived && 'archived',
    f.query && 'query',
    f.curricula && 'curricula',
    f.course && 'course',
    f.lessons?.length && 'lessons',
    f.marks !== undefined && 'marks',
    f.onlyPublic && 'public',
  ];
  return [viewer.kind, f.browse, ...set.filter(Boolean)].join('_');
}
const preparedLists = preparedPerShape();

/** Drizzle queries of the exam-templates module. */
export function createExamTemplatesRepository(db: Db) {
  return {
    async find(id: number) {
      const [row] = await db
        .select(summaryColumns)
        .from(examTemplates)
        .leftJoin(users, eq(users.id, examTemplates.createdBy))
        .where(eq(examTemplates.id, id));
      return row ?? null;
    },

    /** A template the viewer may see, or null (missing and invisible read the same). */
    async findVisible(id: number, viewer: TemplateViewer) {
      const [row] = await db
        .select(summaryColumns)
        .from(examTemplates)
        .leftJoin(users, eq(users.id, examTemplates.createdBy))
        .where(and(eq(examTemplates.id, id), visibleTo(viewer)));
      return row ?? null;
    },

    async list(viewer: TemplateViewer, f: TemplateFilter, page: { limit: number; offset: number }) {
      const statement = preparedLists(db, listShape(viewer, f), (shape) =>
        prepareList(db, viewer, f, `exam_templates_list_${shape}`),
      );
      const values = {
        school: viewer.kind === 'teacher' ? viewer.schoolId : undefined,
        user: viewer.kind === 'teacher' ? viewer.userId : undefined,
        like: f.query ? `%${escapeLike(f.query)}%` : undefined,
        curricula: f.curricula,
        course: f.course,
        lessons: f.lessons,
        marks: f.marks,
      };
      const found = await statement.execute({ ...values, limit: page.limit, offset: page.offset });
      // A page past the end has no row to carry the count: only then is the first row asked for.
      const total =
        found[0]?.counted ??
        (page.offset > 0 ? ((await statement.execute({ ...values, limit: 1, offset: 0 }))[0]?.counted ?? 0) : 0);
      return { rows: found.map(({ counted: _counted, ...row }) => row), total };
    },

    /** Sections with their questions, in order (questions of the template without a section come first, untitled). */
    async sections(templateId: number) {
      const [sectionRows, questionRows] = await Promise.all([
        db
          .select()
          .from(examTemplateSections)
          .where(eq(examTemplateSections.templateId, templateId))
          .orderBy(asc(examTemplateSections.position), asc(examTemplateSections.id)),
        db
          .select({
            sectionId: examTemplateQuestions.sectionId,
            position: examTemplateQuestions.position,
            question: questionColumns,
          })
          .from(examTemplateQuestions)
          .innerJoin(questions, eq(questions.id, examTemplateQuestions.questionId))
          .where(eq(examTemplateQuestions.templateId, templateId))
          .orderBy(asc(examTemplateQuestions.position), asc(examTemplateQuestions.questionId)),
      ]);
      return { sectionRows, questionRows };
    },

    async markingPointsOf(questionIds: number[]) {
      if (!questionIds.length) return [];
      return db
        .select()
        .from(markingPoints)
        .where(inArray(markingPoints.questionId, questionIds))
        .orderBy(asc(markingPoints.position), asc(markingPoints.id));
    },

    async structuresOf(questionIds: number[]) {
      if (!questionIds.length) return [];
      return db.select().from(answerStructures).where(inArray(answerStructures.questionId, questionIds));
    },

    /** The bank questions among ids (any curriculum), to check a template's questions exist and may be used. */
    async questionsByIds(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({ id: questions.id, curriculaId: questions.curriculaId })
        .from(questions)
        .where(inArray(questions.id, ids));
    },

    async schoolCurriculaIds(schoolId: number) {
      const rows = await db
        .select({ id: schoolVisibleCurricula.curriculaId })
        .from(schoolVisibleCurricula)
        .where(eq(schoolVisibleCurricula.schoolId, schoolId));
      return rows.map((r) => r.id);
    },
    async curriculumExists(id: number) {
      const [row] = await db.select({ id: curricula.id }).from(curricula).where(eq(curricula.id, id));
      return Boolean(row);
    },
    async courseCurriculum(id: number) {
      const [row] = await db.select({ c: courses.curriculaId }).from(courses).where(eq(courses.id, id));
      return row?.c ?? null;
    },
    async lessonsExisting(ids: number[]) {
      if (!ids.length) return [];
      const rows = await db.select({ id: lessons.id }).from(lessons).where(inArray(lessons.id, ids));
      return rows.map((r) => r.id);
    },

    async insert(values: TemplateInsert) {
      const [row] = await db.insert(examTemplates).values(values).returning({ id: examTemplates.id });
      return row!.id;
    },

    async update(id: number, patch: Partial<TemplateInsert>) {
      await db
        .update(examTemplates)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(examTemplates.id, id));
    },

    async replaceLessons(templateId: number, ids: number[]) {
      await db.delete(examTemplateLessons).where(eq(examTemplateLessons.templateId, templateId));
      if (ids.length) await db.insert(examTemplateLessons).values(ids.map((lessonId) => ({ templateId, lessonId })));
    },

    /** Replaces every section and question of a template (question rows go with their sections). */
    async replaceSections(templateId: number, sections: SectionInsert[]) {
      await db.delete(examTemplateQuestions).where(eq(examTemplateQuestions.templateId, templateId));
      await db.delete(examTemplateSections).where(eq(examTemplateSections.templateId, templateId));
      for (const [position, s] of sections.entries()) {
        const [section] = await db
          .insert(examTemplateSections)
          .values({ templateId, position, title: s.title })
          .returning({ id: examTemplateSections.id });
        if (s.questionIds.length) {
          await db
            .insert(examTemplateQuestions)
            .values(
              s.questionIds.map((questionId, i) => ({ templateId, questionId, sectionId: section!.id, position: i })),
            );
        }
      }
    },

    /** Assignments (not deleted) using the template: all of them counted, the school's listed. */
    async assignmentsUsing(templateId: number, schoolId: number | null) {
      const active = and(eq(assignments.templateId, templateId), isNull(assignments.deletedAt));
      const [[total], listed] = await Promise.all([
        db.select({ n: count() }).from(assignments).where(active),
        schoolId === null
          ? Promise.resolve([])
          : db
              .select({ id: assignments.id, title: assignments.title, dueAt: assignments.dueAt })
              .from(assignments)
              .where(and(active, eq(assignments.schoolId, schoolId)))
              .orderBy(desc(assignments.dueAt), desc(assignments.id))
              .limit(50),
      ]);
      return { total: total?.n ?? 0, listed };
    },

    /** Whether any assignment ever used the template (deleted ones too: their attempts point at it). */
    async everAssigned(templateId: number) {
      const [row] = await db
        .select({ id: assignments.id })
        .from(assignments)
        .where(eq(assignments.templateId, templateId))
        .limit(1);
      return Boolean(row);
    },

    async archive(id: number) {
      await db.update(examTemplates).set({ archivedAt: new Date() }).where(eq(examTemplates.id, id));
    },

    async remove(id: number) {
      await db.delete(examTemplates).where(eq(examTemplates.id, id));
    },
  };
}

export type ExamTemplatesRepository = ReturnType<typeof createExamTemplatesRepository>;
export type { TemplateVisibility };
