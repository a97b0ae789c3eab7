import type {
  ExamTemplate,
  ExamTemplatePage,
  ExamTemplateSummary,
  TemplateTwigs,
  TemplateVisibility,
} from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { StoredAnswerStructure } from '../../db/schema/index';
import type { AuthUser } from '../../lib/access';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import {
  createExamTemplatesRepository,
  type TemplateFilter,
  type TemplateRow,
  type TemplateViewer,
} from './exam-templates.repository';

const isStaff = (user: AuthUser) => user.role === 'staff' || user.role === 'admin';
const iso = (d: Date) => d.toISOString();

export interface TemplateInput {
  name?: string | undefined;
  instructions?: string | null | undefined;
  curricula_id?: number | undefined;
  course_id?: number | null | undefined;
  lesson_ids?: number[] | undefined;
  visibility?: TemplateVisibility | undefined;
  time_limit_seconds?: number | null | undefined;
  sections?: { title: string; question_ids: number[] }[] | undefined;
}

export interface TemplateListQuery {
  query?: string | undefined;
  curricula?: number | undefined;
  course?: number | undefined;
  lessons?: string | undefined;
  marks?: number | undefined;
  public?: boolean | undefined;
  browse?: TemplateFilter['browse'] | undefined;
  archived?: boolean | undefined;
  page: number;
  limit: number;
}

type SummaryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createExamTemplatesRepository>['find']>>>;

/** Who looks at templates: content staff (central and public ones), or a teacher of a school. */
function viewerOf(user: AuthUser): TemplateViewer {
  if (isStaff(user)) return { kind: 'staff' };
  if (!user.schoolId) throw forbidden('You are not a member of a school');
  return { kind: 'teacher', userId: user.id, schoolId: user.schoolId };
}

/**
 * Whether the caller may change a template: content staff their central ones; a teacher their own
 * (a school admin also any of their school's).
 */
export function canEditTemplate(user: AuthUser, t: TemplateRow): boolean {
  if (isStaff(user)) return t.central;
  if (t.central || t.schoolId === null || t.schoolId !== user.schoolId) return false;
  return t.createdBy === user.id || user.role === 'schooladmin';
}

/**
 * Exam templates: ordered sections of bank questions with a total of marks computed from them.
 * Teachers build their school's; content staff build central ones every school can see and set.
 */
export function createExamTemplatesService(db: Db, photoUrl: (name: string) => string = (n) => `/uploads/images/${n}`) {
  const repo = createExamTemplatesRepository(db);

  function toSummary(user: AuthUser, row: SummaryRow): ExamTemplateSummary {
    const t = row.template;
    return {
      id: t.id,
      name: t.name,
      instructions: t.instructions,
      curricula_id: t.curriculaId,
      course_id: t.courseId,
      lesson_ids: (row.lessonIds ?? []).map(Number),
      school_id: t.schoolId,
      central: t.central,
      visibility: t.visibility,
      created_by: t.createdBy,
      author: row.author ?? null,
      time_limit_seconds: t.timeLimitSeconds,
      total_marks: row.totalMarks,
      question_count: row.questionCount,
      editable: canEditTemplate(user, t),
      archived_at: t.archivedAt ? iso(t.archivedAt) : null,
      created_at: iso(t.createdAt),
      updated_at: iso(t.updatedAt),
    };
  }

  /** A template the caller may see; another school's (or someone else's private one) is missing, not forbidden. */
  async function loadVisible(user: AuthUser, id: number) {
    const row = await repo.findVisible(id, viewerOf(user));
    if (!row) throw notFound('Exam template');
    return row;
  }

  async function loadEditable(user: AuthUser, id: number, scope: 'any' | 'central') {
    const row = await loadVisible(user, id);
    if (scope === 'central' && !row.template.central) throw notFound('Central exam template');
    if (!canEditTemplate(user, row.template)) {
      throw forbidden(
        row.template.central
          ? 'Central templates are changed by content staff'
          : 'Only its author may change this template',
      );
    }
    return row;
  }

  /** Groups the template's question rows into its sections, in order. */
  async function sectionsOf(templateId: number) {
    const { sectionRows, questionRows } = await repo.sections(templateId);
    const bySection = new Map<number | null, typeof questionRows>();
    for (const q of questionRows) {
      const list = bySection.get(q.sectionId) ?? [];
      list.push(q);
      bySection.set(q.sectionId, list);
    }
    const loose = bySection.get(null) ?? [];
    const sections = [
      ...(loose.length ? [{ id: 0, position: -1, title: '', rows: loose }] : []),
      ...sectionRows.map((s) => ({ id: s.id, position: s.position, title: s.title, rows: bySection.get(s.id) ?? [] })),
    ];
    return sections.map((s, i) => ({ ...s, position: i }));
  }

  async function detail(user: AuthUser, row: SummaryRow): Promise<ExamTemplate> {
    const sections = await sectionsOf(row.template.id);
    return {
      ...toSummary(user, row),
      sections: sections.map((s) => ({
        id: s.id,
        position: s.position,
        title: s.title,
        marks: s.rows.reduce((sum, r) => sum + r.question.maxMarks, 0),
        questions: s.rows.map((r, i) => ({
          question_id: r.question.id,
          position: i,
          kind: r.question.kind,
          text: r.question.text,
          max_marks: r.question.maxMarks,
        })),
      })),
    };
  }

  /**
   * Checks the links and questions a template is built from: they exist, the course belongs to
   * the curriculum, a question appears once, and a teacher only uses their school's curricula.
   */
  async function checkInput(user: AuthUser, input: TemplateInput, current: TemplateRow | null) {
    const curriculaId = input.curricula_id ?? current?.curriculaId ?? null;
    const allowed = isStaff(user) ? null : await repo.schoolCurriculaIds(user.schoolId!);
    const problems: { path: string; message: string }[] = [];
    if (input.curricula_id !== undefined) {
      if (!(await repo.curriculumExists(input.curricula_id)))
        problems.push({ path: 'body.curricula_id', message: 'No such curriculum' });
      else if (allowed && !allowed.includes(input.curricula_id))
        problems.push({ path: 'body.curricula_id', message: 'Your school does not follow this curriculum' });
    }
    if (input.course_id != null) {
      const c = await repo.courseCurriculum(input.course_id);
      if (c === null) problems.push({ path: 'body.course_id', message: 'No such course' });
      else if (c !== curriculaId)
        problems.push({ path: 'body.course_id', message: 'The course is not in the curriculum' });
    }
    if (input.lesson_ids?.length) {
      const found = new Set(await repo.lessonsExisting(input.lesson_ids));
      input.lesson_ids.forEach((l, i) => {
        if (!found.has(l)) problems.push({ path: `body.lesson_ids.${i}`, message: 'No such lesson' });
      });
    }
    if (input.sections) {
      const ids = input.sections.flatMap((s) => s.question_ids);
      const found = new Map((await repo.questionsByIds(ids)).map((q) => [q.id, q]));
      const seen = new Set<number>();
      input.sections.forEach((s, si) =>
        s.question_ids.forEach((qid, qi) => {
          const path = `body.sections.${si}.question_ids.${qi}`;
          const q = found.get(qid);
          if (!q) problems.push({ path, message: 'No such question' });
          else if (allowed && !allowed.includes(q.curriculaId))
            problems.push({ path, message: 'The question is not in a curriculum your school follows' });
          if (seen.has(qid)) problems.push({ path, message: 'The question is already in the template' });
          seen.add(qid);
        }),
      );
      if (ids.length > 200) problems.push({ path: 'body.sections', message: 'At most 200 questions' });
    }
    if (problems.length)
      throw badRequest('invalid_template', 'The template refers to things it cannot use', { errors: problems });
  }

  async function write(id: number, input: TemplateInput, t: Db) {
    const r = createExamTemplatesRepository(t);
    if (input.lesson_ids) await r.replaceLessons(id, [...new Set(input.lesson_ids)]);
    if (input.sections)
      await r.replaceSections(
        id,
        input.sections.map((s) => ({ title: s.title, questionIds: s.question_ids })),
      );
  }

  function columns(input: TemplateInput) {
    return {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.instructions !== undefined ? { instructions: input.instructions || null } : {}),
      ...(input.curricula_id !== undefined ? { curriculaId: input.curricula_id } : {}),
      ...(input.course_id !== undefined ? { courseId: input.course_id } : {}),
      ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
      ...(input.time_limit_seconds !== undefined ? { timeLimitSeconds: input.time_limit_seconds } : {}),
    };
  }

  const service = {
    /** Creates a template of the caller's school (central: a content staff template for every school). */
    async create(user: AuthUser, input: TemplateInput & { name: string; curricula_id: number }, central = false) {
      if (!central) viewerOf(user);
      await checkInput(user, input, null);
      const id = await db.transaction(async (t) => {
        const newId = await createExamTemplatesRepository(t).insert({
          ...columns(input),
          name: input.name,
          curriculaId: input.curricula_id,
          schoolId: central ? null : user.schoolId,
          createdBy: user.id,
          central,
          visibility: central ? 'public' : (input.visibility ?? 'school'),
        });
        await write(newId, input, t);
        return newId;
      });
      return detail(user, (await repo.find(id))!);
    },

    async get(user: AuthUser, id: number) {
      return detail(user, await loadVisible(user, id));
    },

    /** Changes a template; `sections` and `lesson_ids` replace the lists. Archived templates are frozen. */
    async update(user: AuthUser, id: number, input: TemplateInput, scope: 'any' | 'central' = 'any') {
      const row = await loadEditable(user, id, scope);
      if (row.template.archivedAt)
        throw conflict('template_archived', 'This template is archived and can no longer change');
      await checkInput(user, input, row.template);
      const patch = columns(input);
      // A central template is always public: that is what makes it visible to every school.
      if (row.template.central) delete patch.visibility;
      if (
        input.curricula_id !== undefined &&
        input.course_id === undefined &&
        input.curricula_id !== row.template.curriculaId
      )
        Object.assign(patch, { courseId: null });
      await db.transaction(async (t) => {
        await createExamTemplatesRepository(t).update(id, patch);
        await write(id, input, t);
      });
      return detail(user, (await repo.find(id))!);
    },

    /**
     * Deletes a template. While assignments use it: 400 `template_in_use` listing the caller's
     * school's ones, unless `confirm`; a template ever assigned is archived rather than deleted, so
     * attempts made from it keep their questions.
     */
    async remove(user: AuthUser, id: number, confirm: boolean) {
      const row = await loadEditable(user, id, 'any');
      const using = await repo.assignmentsUsing(id, user.schoolId);
      if (using.total > 0 && !confirm) {
        throw new AppError(
          400,
          'template_in_use',
          `This template is used by ${using.total} assignment(s); send confirm=true to archive it`,
          {
            assignment_count: using.total,
            assignments: using.listed.map((a) => ({ id: a.id, title: a.title, due_at: iso(a.dueAt) })),
          },
        );
      }
      if (await repo.everAssigned(id)) {
        if (!row.template.archivedAt) await repo.archive(id);
        return { success: true as const, archived: true };
      }
      await repo.remove(id);
      return { success: true as const, archived: false };
    },

    async list(user: AuthUser, q: TemplateListQuery, centralOnly = false): Promise<ExamTemplatePage> {
      const viewer = viewerOf(user);
      const { rows, total } = await repo.list(
        viewer,
        {
          query: q.query,
          curricula: q.curricula,
          course: q.course,
          lessons: q.lessons ? q.lessons.split(',').map(Number) : undefined,
          marks: q.marks,
          onlyPublic: q.public,
          browse: centralOnly ? 'central' : (q.browse ?? 'all'),
          archived: q.archived,
        },
        { limit: q.limit, offset: (q.page - 1) * q.limit },
      );
      return { items: rows.map((r) => toSummary(user, r)), total, page: q.page, limit: q.limit };
    },

    /** The builder's tree: sections -> questions (with their structure or choices) -> marking points. */
    async twigs(user: AuthUser, id: number): Promise<TemplateTwigs> {
      const row = await loadVisible(user, id);
      const sections = await sectionsOf(id);
      const ids = sections.flatMap((s) => s.rows.map((r) => r.question.id));
      const [points, structures] = await Promise.all([repo.markingPointsOf(ids), repo.structuresOf(ids)]);
      const structureOf = new Map(structures.map((s) => [s.questionId, s.structure as StoredAnswerStructure]));
      return {
        id,
        name: row.template.name,
        total_marks: row.totalMarks,
        sections: sections.map((s) => ({
          id: s.id,
          position: s.position,
          title: s.title,
          marks: s.rows.reduce((sum, r) => sum + r.question.maxMarks, 0),
          questions: s.rows.map((r, i) => {
            const q = r.question;
            return {
              question_id: q.id,
              position: i,
              kind: q.kind,
              text: q.text,
              max_marks: q.maxMarks,
              photo_url: q.photo ? photoUrl(q.photo) : null,
              structure:
                (structureOf.get(q.id) as TemplateTwigs['sections'][number]['questions'][number]['structure']) ?? null,
              choices: q.kind === 'quiz' ? (q.options?.choices ?? []) : null,
              correct: q.kind === 'quiz' ? (q.options?.correct ?? []) : null,
              marking_points: points
                .filter((p) => p.questionId === q.id)
                .map((p) => ({ id: p.id, position: p.position, text: p.text, marks: p.marks })),
            };
          }),
        })),
      };
    },

    /**
     * A template the caller may set as an assignment: visible to them and not archived.
     * Used by the assignments module; missing and invisible templates read the same (404).
     */
    async findForAssignment(user: AuthUser, id: number) {
      const row = await repo.findVisible(id, viewerOf(user));
      if (!row) throw notFound('Exam template');
      if (row.template.archivedAt) throw badRequest('template_archived', 'This template is archived');
      return {
        id: row.template.id,
        name: row.template.name,
        timeLimitSeconds: row.template.timeLimitSeconds,
      };
    },
  };
  return service;
}

export type ExamTemplatesService = ReturnType<typeof createExamTemplatesService>;
