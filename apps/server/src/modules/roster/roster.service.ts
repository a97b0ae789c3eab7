import { performance } from 'node:perf_hooks';
import {
  planRoster,
  readRoster,
  ROSTER_FILE_COLUMNS,
  type CsvTable,
  type RosterFileName,
  type RosterIssue,
  type RosterPlan,
} from '@markwell/domain';
import { ROSTER_LIST_CAP, type RosterPlanBody } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { createRosterRepository } from './roster.repository';
import { parseRosterCsv, type RosterTexts } from './read-files';

const cap = <T>(rows: T[]) => rows.slice(0, ROSTER_LIST_CAP);

function describeChange(was: Record<string, unknown>, now: Record<string, unknown>, keyed: boolean): string {
  const parts = Object.keys(was)
    .filter((k) => was[k] !== now[k])
    .map((k) =>
      k === 'active'
        ? now[k]
          ? 'reactivated'
          : 'deactivated'
        : was[k] === null
          ? `${k}: ${String(now[k])}`
          : `${k}: ${String(was[k])} → ${String(now[k])}`,
    );
  if (!keyed) parts.unshift('linked to the roster');
  return parts.join('; ');
}

/** The answer of a check or an apply, from the plan (lists capped, counts whole). */
function toBody(plan: RosterPlan, org: RosterPlanBody['org'], applied: boolean, started: number): RosterPlanBody {
  const people = (kind: 'student' | 'teacher') => {
    const add = plan.people.add.filter((p) => p.kind === kind);
    const leave = plan.people.leave.filter((p) => p.kind === kind);
    const leavingIds = new Set(leave.map((l) => l.id));
    const change = plan.people.update.filter((p) => p.kind === kind && !leavingIds.has(p.id));
    return {
      counts: { added: add.length, changed: change.length, leaving: leave.length },
      added: cap(add).map((p) => ({ sourcedId: p.sourcedId, name: p.name, detail: null })),
      changed: cap(change).map((p) => ({
        sourcedId: p.sourcedId,
        name: p.name,
        detail: describeChange(
          { name: p.was.name, email: p.was.email.toLowerCase(), active: p.was.active },
          { name: p.name, email: p.email, active: p.active },
          p.was.sourcedId !== null,
        ),
      })),
      leaving: cap(leave).map((p) => ({ sourcedId: p.sourcedId, name: p.name, detail: null })),
    };
  };
  const students = people('student');
  const teachers = people('teacher');
  const leavingClasses = new Set(plan.classes.leave.map((c) => c.id));
  const changedClasses = plan.classes.update.filter((c) => !leavingClasses.has(c.id));
  return {
    applied,
    org,
    students: students.counts,
    teachers: teachers.counts,
    classes: { added: plan.classes.add.length, changed: changedClasses.length, leaving: plan.classes.leave.length },
    enrollments: { added: plan.enrollments.add.length, ended: plan.enrollments.end.length },
    lists: {
      studentsAdded: students.added,
      studentsChanged: students.changed,
      studentsLeaving: students.leaving,
      teachersAdded: teachers.added,
      teachersChanged: teachers.changed,
      teachersLeaving: teachers.leaving,
      classesAdded: cap(plan.classes.add).map((c) => ({ sourcedId: c.sourcedId, name: c.name, detail: null })),
      classesChanged: cap(changedClasses).map((c) => ({
        sourcedId: c.sourcedId,
        name: c.name,
        detail: describeChange(
          { name: c.was.name, term: c.was.termSourcedId, active: c.was.active },
          { name: c.name, term: c.termSourcedId, active: c.active },
          c.was.sourcedId !== null,
        ),
      })),
      classesLeaving: cap(plan.classes.leave).map((c) => ({ sourcedId: c.sourcedId, name: c.name, detail: null })),
      enrollmentsAdded: cap(plan.enrollments.add).map((e) => ({
        classSourcedId: e.classSourcedId,
        userSourcedId: e.userSourcedId,
        className: e.className,
        userName: e.userName,
        role: e.role,
      })),
      enrollmentsEnded: cap(plan.enrollments.end).map((e) => ({
        classSourcedId: null,
        userSourcedId: null,
        className: e.className,
        userName: e.userName,
        role: e.role,
      })),
    },
    errorCount: plan.errors.length,
    errors: cap(plan.errors),
    warnings: cap(plan.warnings),
    durationMs: Math.round(performance.now() - started),
  };
}

/**
 * OneRoster 1.2 CSV rosters: a check (dry run) answers what an import would change and every
 * row error; an apply makes the changes in one transaction, only for a set without errors. The
 * web upload and the nightly CLI both call this.
 */
export function createRosterService(deps: { db: Db; forgetUsers?: (ids: number[]) => void }) {
  const repo = createRosterRepository(deps.db);

  async function plan(schoolId: number, texts: RosterTexts) {
    const school = await repo.school(schoolId);
    if (!school) throw notFound('School');
    const tables: Partial<Record<RosterFileName, CsvTable>> = {};
    const parseErrors: RosterIssue[] = [];
    for (const file of Object.keys(ROSTER_FILE_COLUMNS) as RosterFileName[]) {
      const text = texts[file];
      if (text === undefined) continue;
      const parsed = parseRosterCsv(text);
      if ('message' in parsed) parseErrors.push({ file, line: parsed.line, field: null, message: parsed.message });
      else tables[file] = parsed;
    }
    const roster = readRoster(tables, {
      schoolSourcedId: school.sourcedId,
      otherSchoolsSourcedIds: await repo.otherSchoolsSourcedIds(schoolId),
      today: new Date().toISOString().slice(0, 10),
    });
    roster.errors.unshift(...parseErrors);
    const emails = [...new Set(roster.users.map((u) => u.email).filter((e): e is string => !!e))];
    const current = await repo.current(schoolId, emails);
    return { roster, plan: planRoster(roster, current) };
  }

  return {
    /** The dry run: what applying these files would change, and every row error. Changes nothing. */
    async check(schoolId: number, texts: RosterTexts): Promise<RosterPlanBody> {
      const started = performance.now();
      const { roster, plan: p } = await plan(schoolId, texts);
      return toBody(p, roster.org, false, started);
    },

    /**
     * Applies the files: refused (400 `roster_invalid`, nothing changed) while any row has an
     * error; else every change in one transaction. Running it again with the same files changes
     * nothing.
     */
    async apply(schoolId: number, texts: RosterTexts): Promise<RosterPlanBody> {
      const started = performance.now();
      const { roster, plan: p } = await plan(schoolId, texts);
      if (p.errors.length) {
        throw new AppError(
          400,
          'roster_invalid',
          `${p.errors.length} ${p.errors.length === 1 ? 'row has an error' : 'rows have errors'}: nothing was changed. Fix the files and import again.`,
          { issues: cap(p.errors) },
        );
      }
      const deactivated = await repo.apply(schoolId, p);
      deps.forgetUsers?.(deactivated);
      return toBody(p, roster.org, true, started);
    },
  };
}
export type RosterService = ReturnType<typeof createRosterService>;
