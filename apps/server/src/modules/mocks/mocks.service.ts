import {
  MOCK_AVAILABLE_CLOSED_DAYS,
  MOCK_NOT_FOUND_MESSAGE,
  type AvailableMock,
  type MockOfAssignment,
  type MockResults,
  type MockSchool,
  type MockSession,
  type MockSessionPage,
  type MockSessionState,
  type MockTemplate,
} from '@markwell/contracts';
import { windowWithin, type WindowProblem } from '@markwell/domain/mocks/index';
import { meanPercent, sharePercent } from '@markwell/domain/progress/index';
import type { Db } from '../../db/client';
import { isStaff, type AuthUser, callerSchoolId } from '../../lib/access';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { createAssignmentsService } from '../assignments/index';
import { createMocksRepository } from './mocks.repository';

const iso = (d: Date) => d.toISOString();

type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createMocksRepository>['findSession']>>>;
type SessionBase = Pick<SessionRow, 'session' | 'templateName' | 'totalMarks' | 'questionCount'>;

export interface SessionInput {
  name?: string | undefined;
  template_id?: number | undefined;
  school_ids?: number[] | undefined;
  opens_at?: string | undefined;
  closes_at?: string | undefined;
  time_limit_seconds?: number | null | undefined;
}

const windowMessages: Record<WindowProblem, { path: string; message: string }> = {
  closes_before_opening: { path: 'body.due_at', message: 'Must be after opens_at' },
  opens_before_session: { path: 'body.opens_at', message: 'Must not be before the session opens' },
  closes_after_session: { path: 'body.due_at', message: 'Must not be after the session closes' },
};

/** The mock was not found for this caller: the web client shows SPEC's own message for it. */
const mockNotFound = () => new AppError(404, 'mock_not_found', MOCK_NOT_FOUND_MESSAGE);

function stateOf(s: { opensAt: Date; closesAt: Date }, now = new Date()): MockSessionState {
  if (now < s.opensAt) return 'upcoming';
  return now < s.closesAt ? 'open' : 'closed';
}

const schoolOf = (user: AuthUser) => callerSchoolId(user);

/** The figures of a group of attempts: how many students and the mean of their percentages. */
function resultOf(rows: { total: number; max: number }[]) {
  const percents = rows.map((r) => sharePercent(r.total, r.max)).filter((p): p is number => p !== null);
  return { students: rows.length, mean_percent: meanPercent(percents) };
}

/** How many other schools and their students must stand behind a figure a school sees. */
export interface ComparisonThreshold {
  minOtherSchools: number;
  minOtherStudents: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Mock exams run across schools: content staff offer sessions of central templates to schools;
 * each school sets a session to its classes as an ordinary assignment linked to it; staff compare
 * every school's results and export them, a school sees its own beside the anonymous average
 * once enough other schools stand behind it (`threshold`, from MOCK_COMPARISON_MIN_OTHER_*).
 */
export function createMocksService(db: Db, threshold: ComparisonThreshold) {
  const repo = createMocksRepository(db);

  function sessionBaseJson(row: SessionBase) {
    const s = row.session;
    return {
      id: s.id,
      name: s.name,
      template_id: s.templateId,
      template_name: row.templateName,
      total_marks: row.totalMarks,
      question_count: row.questionCount,
      opens_at: iso(s.opensAt),
      closes_at: iso(s.closesAt),
      time_limit_seconds: s.timeLimitSeconds,
      state: stateOf(s),
      created_at: iso(s.createdAt),
      updated_at: iso(s.updatedAt),
    };
  }

  async function sessionsJson(rows: SessionRow[]): Promise<MockSession[]> {
    const schools = await repo.schoolsOf(rows.map((r) => r.session.id));
    return rows.map((row) => ({
      ...sessionBaseJson(row),
      schools: schools.filter((s) => s.sessionId === row.session.id).map((s) => ({ id: s.id, name: s.name })),
      assignment_count: row.assignmentCount,
      submitted_count: row.submittedCount,
      archived_at: row.session.archivedAt ? iso(row.session.archivedAt) : null,
    }));
  }

  async function loadSession(id: number) {
    const row = await repo.findSession(id);
    if (!row) throw notFound('Mock session');
    return row;
  }

  /** Checks the template and schools a session names: a central template in use, active schools. */
  async function checkInput(input: SessionInput) {
    const problems: { path: string; message: string }[] = [];
    if (input.template_id !== undefined) {
      const t = await repo.centralTemplate(input.template_id);
      if (!t) problems.push({ path: 'body.template_id', message: 'No such central template' });
      else if (t.archivedAt) problems.push({ path: 'body.template_id', message: 'This template is archived' });
    }
    if (input.school_ids) {
      const found = new Set(await repo.activeSchoolsIn(input.school_ids));
      input.school_ids.forEach((s, i) => {
        if (!found.has(s)) problems.push({ path: `body.school_ids.${i}`, message: 'No such active school' });
      });
    }
    return problems;
  }

  const invalid = (problems: { path: string; message: string }[]) =>
    badRequest('invalid_mock_session', 'The mock session cannot be set up like this', { errors: problems });

  return {
    /** Sessions for staff, filtered by schools offered and templates, newest opening first. */
    async listSessions(q: {
      schools?: number[] | undefined;
      templates?: number[] | undefined;
      archived?: boolean | undefined;
      page: number;
      limit: number;
    }): Promise<MockSessionPage> {
      const { rows, total } = await repo.listSessions(
        { schoolIds: q.schools, templateIds: q.templates, archived: q.archived },
        { limit: q.limit, offset: (q.page - 1) * q.limit },
      );
      return { items: await sessionsJson(rows), total, page: q.page, limit: q.limit };
    },

    async getSession(id: number): Promise<MockSession> {
      return (await sessionsJson([await loadSession(id)]))[0]!;
    },

    /** Creates a session of a central template offered to schools. */
    async createSession(
      user: AuthUser,
      input: SessionInput & {
        name: string;
        template_id: number;
        school_ids: number[];
        opens_at: string;
        closes_at: string;
      },
    ): Promise<MockSession> {
      const problems = await checkInput(input);
      if (problems.length) throw invalid(problems);
      const id = await db.transaction(async (tx) => {
        const r = createMocksRepository(tx);
        const newId = await r.insertSession({
          name: input.name,
          templateId: input.template_id,
          opensAt: new Date(input.opens_at),
          closesAt: new Date(input.closes_at),
          timeLimitSeconds: input.time_limit_seconds ?? null,
          createdBy: user.id,
        });
        await r.replaceSchools(newId, [...new Set(input.school_ids)]);
        return newId;
      });
      return this.getSession(id);
    },

    /**
     * Changes a session. Once schools have set it, its template stays, a school that set it stays
     * offered, and its window must still hold every school's assignment (400 listing those outside).
     */
    async updateSession(id: number, input: SessionInput): Promise<MockSession> {
      const row = await loadSession(id);
      const s = row.session;
      if (s.archivedAt) throw conflict('mock_session_archived', 'This session is archived and can no longer change');
      const problems = await checkInput(input);
      const set = await repo.sessionAssignments(id);
      if (input.template_id !== undefined && input.template_id !== s.templateId && set.length)
        problems.push({ path: 'body.template_id', message: 'Schools have set this session: its template stays' });
      if (input.school_ids) {
        const kept = new Set(input.school_ids);
        const setBy = [...new Set(set.map((a) => a.schoolId))].filter((school) => !kept.has(school));
        if (setBy.length)
          problems.push({
            path: 'body.school_ids',
            message: `${setBy.length} school(s) that set it must stay offered`,
          });
      }
      const window = {
        opensAt: input.opens_at ? new Date(input.opens_at) : s.opensAt,
        closesAt: input.closes_at ? new Date(input.closes_at) : s.closesAt,
      };
      if (window.closesAt <= window.opensAt)
        problems.push({ path: 'body.closes_at', message: 'Must be after opens_at' });
      else {
        const outside = set.filter((a) => windowWithin({ opensAt: a.opensAt, closesAt: a.dueAt }, window) !== null);
        if (outside.length)
          problems.push({
            path: input.opens_at ? 'body.opens_at' : 'body.closes_at',
            message: `${outside.length} school assignment(s) would fall outside the window`,
          });
      }
      if (problems.length) throw invalid(problems);
      await db.transaction(async (tx) => {
        const r = createMocksRepository(tx);
        await r.updateSession(id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.template_id !== undefined ? { templateId: input.template_id } : {}),
          ...(input.opens_at !== undefined ? { opensAt: window.opensAt } : {}),
          ...(input.closes_at !== undefined ? { closesAt: window.closesAt } : {}),
          ...(input.time_limit_seconds !== undefined ? { timeLimitSeconds: input.time_limit_seconds } : {}),
        });
        if (input.school_ids) await r.replaceSchools(id, [...new Set(input.school_ids)]);
      });
      return this.getSession(id);
    },

    /**
     * Deletes a session. Once schools have set it: 400 `mock_session_in_use` with what they did,
     * unless `confirm`; a session that schools' assignments still use is archived (those
     * assignments and every answer stay, as ordinary assignments), one with no assignment left
     * (never set, or every school took it off) is deleted.
     */
    async removeSession(id: number, confirm: boolean) {
      await loadSession(id);
      const usage = await repo.usage(id);
      if (usage.assignments > 0 && !confirm) {
        throw new AppError(
          400,
          'mock_session_in_use',
          `${usage.schools} school(s) set this session (${usage.submitted} attempt(s) submitted); send confirm=true to archive it`,
          { school_count: usage.schools, assignment_count: usage.assignments, submitted_count: usage.submitted },
        );
      }
      if (usage.assignments > 0) {
        await repo.archiveSession(id);
        return { success: true as const, archived: true };
      }
      await repo.deleteSession(id);
      return { success: true as const, archived: false };
    },

    async schools(q: { query?: string | undefined; limit: number; offset: number }): Promise<MockSchool[]> {
      return repo.searchSchools(q.query, q);
    },

    async templates(q: { query?: string | undefined; limit: number; offset: number }): Promise<MockTemplate[]> {
      const rows = await repo.centralTemplates(q.query, q);
      return rows.map((t) => ({
        id: t.id,
        name: t.name,
        curricula_id: t.curriculaId,
        total_marks: t.totalMarks,
        question_count: t.questionCount,
        time_limit_seconds: t.timeLimitSeconds,
      }));
    },

    /**
     * The sessions offered to the caller's school, each with the school's assignments of it: those
     * not archived and closed at most MOCK_AVAILABLE_CLOSED_DAYS ago (their results stay at hand).
     */
    async available(user: AuthUser): Promise<AvailableMock[]> {
      const schoolId = schoolOf(user);
      const rows = await repo.offeredTo(schoolId, new Date(Date.now() - MOCK_AVAILABLE_CLOSED_DAYS * 86_400_000));
      const set = await repo.schoolAssignments(
        rows.map((r) => r.session.id),
        schoolId,
      );
      return rows.map((row) => {
        const mine = set.filter((a) => a.sessionId === row.session.id);
        return {
          session: sessionBaseJson(row),
          assignments: mine.map((a) => ({
            assignment_id: a.id,
            title: a.title,
            classes: a.classes,
            group_ids: a.groupIds.map(Number),
            opens_at: iso(a.opensAt),
            due_at: iso(a.dueAt),
            created_by_me: a.createdBy === user.id,
          })),
          set: mine.length > 0,
        };
      });
    },

    /**
     * Sets a session to classes of the caller's school: an ordinary assignment of the session's
     * template (the session's time limit), linked to the session, inside the session's window.
     */
    async setToClasses(
      user: AuthUser,
      sessionId: number,
      input: {
        group_ids: number[];
        title?: string | undefined;
        opens_at?: string | undefined;
        due_at?: string | undefined;
        one_per_page?: boolean | undefined;
      },
    ) {
      const schoolId = schoolOf(user);
      const row = await repo.findOffered(sessionId, schoolId);
      if (!row) throw notFound('Mock session');
      const s = row.session;
      const opensAt = input.opens_at ? new Date(input.opens_at) : s.opensAt;
      const dueAt = input.due_at ? new Date(input.due_at) : s.closesAt;
      const problem = windowWithin({ opensAt, closesAt: dueAt }, { opensAt: s.opensAt, closesAt: s.closesAt });
      if (problem)
        throw badRequest('invalid_assignment', 'The mock cannot be set like this', {
          errors: [windowMessages[problem]],
        });
      // A class given the same mock twice would sit it twice and count twice in every comparison.
      const already = await repo.groupsAlreadySet(sessionId, schoolId, input.group_ids);
      if (already.length)
        throw conflict(
          'mock_already_set',
          `The mock is already set to ${already.map((g) => g.name).join(', ')}: take that assignment off first to set it again`,
        );
      const assignmentId = await db.transaction(async (t) => {
        const created = await createAssignmentsService(t).create(user, {
          template_id: s.templateId,
          title: input.title ?? s.name,
          opens_at: iso(opensAt),
          due_at: iso(dueAt),
          time_limit_seconds: s.timeLimitSeconds,
          one_per_page: input.one_per_page ?? false,
          targets: { group_ids: input.group_ids, subgroups: [], student_ids: [] },
        });
        await createMocksRepository(t).linkAssignment({ schoolId, assignmentId: created.id, sessionId });
        return created.id;
      });
      return { assignment_id: assignmentId, session_id: sessionId };
    },

    /** The session an assignment of the caller's school sits; 404 `mock_not_found` when it is not a mock. */
    async findByAssignment(user: AuthUser, assignmentId: number): Promise<MockOfAssignment> {
      const schoolId = schoolOf(user);
      const sessionId = await repo.sessionOfAssignment(assignmentId, schoolId);
      if (sessionId === null) throw mockNotFound();
      const row = await repo.findSession(sessionId);
      if (!row) throw mockNotFound();
      return { success: true, assignment_id: assignmentId, session: sessionBaseJson(row) };
    },

    /**
     * Takes a school's assignment `assignmentId` off its mock: the assignment is deleted as any
     * assignment is (400 `assignment_started` once students started, unless `confirm`; their
     * attempts are kept), and the mock lists it no more.
     */
    async removeAssignment(user: AuthUser, assignmentId: number, confirm: boolean) {
      const schoolId = schoolOf(user);
      if ((await repo.sessionOfAssignment(assignmentId, schoolId)) === null) throw mockNotFound();
      await createAssignmentsService(db).remove(user, assignmentId, confirm);
      return { success: true as const };
    },

    /**
     * A session's results, over released marks only. Staff: every school's figures by name. A
     * school offered it: its own school and assignments, and the anonymous all-schools figures
     * only when at least `threshold` other schools and students stand behind them (otherwise
     * `all_schools` is null and `all_schools_withheld` says why), never another school's.
     */
    async results(user: AuthUser, sessionId: number): Promise<MockResults> {
      const staff = isStaff(user);
      const row = staff
        ? await repo.findSession(sessionId)
        : await repo.findOffered(sessionId, schoolOf(user), { archived: true });
      if (!row) throw notFound('Mock session');
      const attempts = await repo.attemptTotals(sessionId);
      const bySchool = new Map<number, typeof attempts>();
      for (const a of attempts) bySchool.set(a.schoolId, [...(bySchool.get(a.schoolId) ?? []), a]);
      const schools = [...bySchool.values()]
        .filter((list) => staff || list[0]!.schoolId === user.schoolId)
        .map((list) => ({ school_id: list[0]!.schoolId, school_name: list[0]!.schoolName, ...resultOf(list) }))
        .sort((a, b) => a.school_name.localeCompare(b.school_name));
      const own = staff ? [] : attempts.filter((a) => a.schoolId === user.schoolId);
      const byAssignment = new Map<number, typeof attempts>();
      for (const a of own) byAssignment.set(a.assignmentId, [...(byAssignment.get(a.assignmentId) ?? []), a]);
      const others = staff ? [] : attempts.filter((a) => a.schoolId !== user.schoolId);
      const otherSchools = new Set(others.map((a) => a.schoolId)).size;
      const withheld =
        staff || (otherSchools >= threshold.minOtherSchools && others.length >= threshold.minOtherStudents)
          ? null
          : `Shown once at least ${plural(threshold.minOtherSchools, 'other school', 'other schools')} and ` +
            `${threshold.minOtherStudents} of their students have released results ` +
            `(so far: ${plural(otherSchools, 'school', 'schools')}, ${plural(others.length, 'student', 'students')}).`;
      return {
        session_id: sessionId,
        name: row.session.name,
        max_marks: row.totalMarks,
        all_schools: withheld ? null : { schools: bySchool.size, ...resultOf(attempts) },
        all_schools_withheld: withheld,
        schools,
        assignments: [...byAssignment.values()].map((list) => ({
          assignment_id: list[0]!.assignmentId,
          title: list[0]!.title,
          classes: list[0]!.classes,
          ...resultOf(list),
        })),
      };
    },
  };
}

export type MocksService = ReturnType<typeof createMocksService>;
