import type { Roster, RosterIssue, RosterKind } from './read-roster';

/** A student or teacher of the school as Markwell has them. */
export interface CurrentPerson {
  id: number;
  sourcedId: string | null;
  kind: string;
  name: string;
  email: string;
  active: boolean;
  /** School admins are never deactivated by a roster (it must not lock the school out). */
  schoolAdmin: boolean;
}

export interface CurrentClass {
  id: number;
  sourcedId: string | null;
  name: string;
  termSourcedId: string | null;
  active: boolean;
}

export interface CurrentMembership {
  groupId: number;
  userId: number;
  role: RosterKind;
}

export interface CurrentRoster {
  people: CurrentPerson[];
  classes: CurrentClass[];
  memberships: CurrentMembership[];
  /** Lower-case e-mails of the file held by accounts outside this school (or not students or teachers). */
  emailsTakenElsewhere: ReadonlySet<string>;
}

export interface PersonChange {
  sourcedId: string;
  kind: RosterKind;
  name: string;
  email: string;
  active: boolean;
}

export interface RosterPlan {
  schoolSourcedId: string | null;
  adoptOrg: boolean;
  people: {
    add: PersonChange[];
    /** Matched by sourcedId, or an unkeyed account of the school by e-mail (then keyed). */
    update: (PersonChange & {
      id: number;
      was: { sourcedId: string | null; name: string; email: string; active: boolean };
    })[];
    leave: { id: number; sourcedId: string; kind: RosterKind; name: string }[];
  };
  classes: {
    add: { sourcedId: string; name: string; termSourcedId: string }[];
    update: {
      id: number;
      sourcedId: string;
      name: string;
      termSourcedId: string;
      active: boolean;
      was: { sourcedId: string | null; name: string; termSourcedId: string | null; active: boolean };
    }[];
    leave: { id: number; sourcedId: string; name: string }[];
  };
  enrollments: {
    add: { classSourcedId: string; userSourcedId: string; role: RosterKind; className: string; userName: string }[];
    end: { groupId: number; userId: number; role: RosterKind; className: string; userName: string }[];
  };
  errors: RosterIssue[];
  warnings: RosterIssue[];
}

const asKind = (kind: string): RosterKind | null => (kind === 'student' || kind === 'teacher' ? kind : null);

/**
 * What applying a checked roster would change, keyed by `sourcedId`: people and classes added,
 * changed (name, e-mail, reactivated) and leaving (keyed ones missing from the file or marked
 * `tobedeleted`: deactivated, never deleted), and class memberships added and ended so that a
 * roster class's students and teachers are its active enrolments. Accounts and classes made in
 * Markwell (no `sourcedId`) are never changed, except that the first import keys an unkeyed
 * account by its e-mail and an unkeyed active class by its exact name. Leavers keep their class
 * memberships, so their work and marks stay where they were.
 */
export function planRoster(roster: Roster, current: CurrentRoster): RosterPlan {
  const errors: RosterIssue[] = [...roster.errors];
  const warnings: RosterIssue[] = [...roster.warnings];
  const plan: RosterPlan = {
    schoolSourcedId: roster.org?.sourcedId ?? null,
    adoptOrg: roster.org?.adopted ?? false,
    people: { add: [], update: [], leave: [] },
    classes: { add: [], update: [], leave: [] },
    enrollments: { add: [], end: [] },
    errors,
    warnings,
  };

  // --- people
  const bySourcedId = new Map(current.people.filter((p) => p.sourcedId).map((p) => [p.sourcedId!, p]));
  const unkeyedByEmail = new Map(current.people.filter((p) => !p.sourcedId).map((p) => [p.email.toLowerCase(), p]));
  const keyedEmail = new Map(current.people.filter((p) => p.sourcedId).map((p) => [p.email.toLowerCase(), p]));
  const fileEmails = new Map<string, number>();
  const personOf = new Map<string, number>(); // sourcedId -> existing id
  const nameOf = new Map<string, string>();
  let withoutRole = 0;
  const skipped = new Set<string>();
  for (const u of roster.users) {
    const kind = u.kind ?? asKind(bySourcedId.get(u.sourcedId)?.kind ?? '');
    nameOf.set(u.sourcedId, u.name);
    if (!kind) {
      withoutRole++;
      skipped.add(u.sourcedId);
      continue;
    }
    const line = (field: string, message: string) => errors.push({ file: 'users.csv', line: u.line, field, message });
    if (u.email) {
      const first = fileEmails.get(u.email);
      if (first !== undefined) {
        line('email', `The e-mail ${u.email} is also on line ${first}`);
        continue;
      }
      fileEmails.set(u.email, u.line);
    }
    const existing = bySourcedId.get(u.sourcedId) ?? (u.email ? unkeyedByEmail.get(u.email) : undefined);
    if (existing) {
      const was = asKind(existing.kind);
      if (was !== kind) {
        line(
          'sourcedId',
          `${existing.name} is a ${existing.kind} here and a ${kind} in the file: change it by hand first`,
        );
        continue;
      }
      const email = u.email ?? existing.email;
      const other = keyedEmail.get(email);
      if (u.email && ((other && other.id !== existing.id) || current.emailsTakenElsewhere.has(email))) {
        line('email', `The e-mail ${email} belongs to another account`);
        continue;
      }
      personOf.set(u.sourcedId, existing.id);
      if (
        existing.sourcedId !== u.sourcedId ||
        existing.name !== u.name ||
        existing.email.toLowerCase() !== email ||
        existing.active !== u.active
      ) {
        plan.people.update.push({
          id: existing.id,
          sourcedId: u.sourcedId,
          kind,
          name: u.name,
          email,
          active: u.active || (existing.schoolAdmin && existing.active),
          was: { sourcedId: existing.sourcedId, name: existing.name, email: existing.email, active: existing.active },
        });
      }
      continue;
    }
    if (!u.email) {
      line('email', 'An e-mail is required to create an account');
      continue;
    }
    if (current.emailsTakenElsewhere.has(u.email) || keyedEmail.has(u.email)) {
      line('email', `The e-mail ${u.email} belongs to another account`);
      continue;
    }
    if (u.active) plan.people.add.push({ sourcedId: u.sourcedId, kind, name: u.name, email: u.email, active: true });
  }
  if (withoutRole)
    warnings.push({
      file: 'users.csv',
      line: 0,
      field: null,
      message: `${withoutRole} ${withoutRole === 1 ? 'user is' : 'users are'} neither a student nor a teacher of this school (no role, no class): not imported`,
    });
  const inFile = new Set(roster.users.filter((u) => !skipped.has(u.sourcedId)).map((u) => u.sourcedId));
  for (const p of current.people) {
    const kind = asKind(p.kind);
    if (!p.sourcedId || !p.active || !kind || inFile.has(p.sourcedId)) continue;
    if (p.schoolAdmin) {
      warnings.push({
        file: 'users.csv',
        line: 0,
        field: 'sourcedId',
        message: `${p.name} is a school admin: not deactivated though the file no longer has them`,
      });
      continue;
    }
    plan.people.leave.push({ id: p.id, sourcedId: p.sourcedId, kind, name: p.name });
  }
  for (const u of plan.people.update) {
    if (u.was.active && !u.active)
      plan.people.leave.push({ id: u.id, sourcedId: u.sourcedId, kind: u.kind, name: u.name });
  }
  const inactiveInFile = new Set(roster.users.filter((u) => !u.active).map((u) => u.sourcedId));
  for (const p of current.people) {
    if (p.schoolAdmin && p.active && p.sourcedId && inactiveInFile.has(p.sourcedId))
      warnings.push({
        file: 'users.csv',
        line: 0,
        field: 'sourcedId',
        message: `${p.name} is a school admin: not deactivated`,
      });
  }

  // --- classes
  const classBySourcedId = new Map(current.classes.filter((c) => c.sourcedId).map((c) => [c.sourcedId!, c]));
  const unkeyedClass = new Map<string, CurrentClass | null>();
  for (const c of current.classes) {
    if (c.sourcedId || !c.active) continue;
    unkeyedClass.set(c.name, unkeyedClass.has(c.name) ? null : c); // a repeated name: not matched
  }
  const classOf = new Map<string, number>();
  const classTitle = new Map<string, string>();
  for (const c of roster.classes) {
    classTitle.set(c.sourcedId, c.title);
    const existing = classBySourcedId.get(c.sourcedId) ?? unkeyedClass.get(c.title) ?? undefined;
    if (existing) {
      classOf.set(c.sourcedId, existing.id);
      if (
        existing.sourcedId !== c.sourcedId ||
        existing.name !== c.title ||
        existing.termSourcedId !== c.termSourcedId ||
        existing.active !== c.active
      )
        plan.classes.update.push({
          id: existing.id,
          sourcedId: c.sourcedId,
          name: c.title,
          termSourcedId: c.termSourcedId,
          active: c.active,
          was: {
            sourcedId: existing.sourcedId,
            name: existing.name,
            termSourcedId: existing.termSourcedId,
            active: existing.active,
          },
        });
      if (existing.active && !c.active)
        plan.classes.leave.push({ id: existing.id, sourcedId: c.sourcedId, name: c.title });
    } else if (c.active)
      plan.classes.add.push({ sourcedId: c.sourcedId, name: c.title, termSourcedId: c.termSourcedId });
  }
  const classesInFile = new Set(roster.classes.map((c) => c.sourcedId));
  for (const c of current.classes) {
    if (c.sourcedId && c.active && !classesInFile.has(c.sourcedId))
      plan.classes.leave.push({ id: c.id, sourcedId: c.sourcedId, name: c.name });
  }

  // --- enrolments: a roster class's keyed members follow its active enrolments
  const leaving = new Set(plan.people.leave.map((l) => l.id));
  const addedPeople = new Set(plan.people.add.map((p) => p.sourcedId));
  const addedClasses = new Set(plan.classes.add.map((c) => c.sourcedId));
  const wanted = new Set<string>();
  const had = new Set(current.memberships.map((m) => `${m.groupId}:${m.userId}:${m.role}`));
  for (const e of roster.enrollments) {
    if (!e.active) continue;
    const userId = personOf.get(e.userSourcedId);
    const groupId = classOf.get(e.classSourcedId);
    if (userId === undefined && !addedPeople.has(e.userSourcedId)) continue; // a refused or inactive user
    if (groupId === undefined && !addedClasses.has(e.classSourcedId)) continue;
    if (userId !== undefined && groupId !== undefined) wanted.add(`${groupId}:${userId}:${e.role}`);
    const key = `${e.classSourcedId}\u0000${e.userSourcedId}\u0000${e.role}`;
    if (wanted.has(key)) continue;
    wanted.add(key);
    const exists = userId !== undefined && groupId !== undefined && had.has(`${groupId}:${userId}:${e.role}`);
    if (!exists)
      plan.enrollments.add.push({
        classSourcedId: e.classSourcedId,
        userSourcedId: e.userSourcedId,
        role: e.role,
        className: classTitle.get(e.classSourcedId) ?? e.classSourcedId,
        userName: nameOf.get(e.userSourcedId) ?? e.userSourcedId,
      });
  }
  const rosterClassIds = new Set(classOf.values());
  const activeAfterUpdate = new Map(plan.people.update.map((u) => [u.id, u.active]));
  const keyedPeople = new Map(current.people.filter((p) => p.sourcedId).map((p) => [p.id, p]));
  const currentClassName = new Map(current.classes.map((c) => [c.id, c.name]));
  for (const m of current.memberships) {
    const person = keyedPeople.get(m.userId);
    const activeAfter = activeAfterUpdate.get(m.userId) ?? person?.active;
    // Leavers, and people who left before, keep their memberships: their work stays with the class.
    if (!rosterClassIds.has(m.groupId) || !person || leaving.has(m.userId) || !activeAfter) continue;
    if (!wanted.has(`${m.groupId}:${m.userId}:${m.role}`))
      plan.enrollments.end.push({
        groupId: m.groupId,
        userId: m.userId,
        role: m.role,
        className: currentClassName.get(m.groupId) ?? String(m.groupId),
        userName: person.name,
      });
  }
  return plan;
}
