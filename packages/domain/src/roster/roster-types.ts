// What reading a OneRoster export gives: its users, classes and enrollments, and the issues found.

/** One parsed CSV file: its header and data rows, each with the line it starts on (header = 1). */
export interface CsvTable {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

/** A problem of one row (or of a whole file, on its header line): file, line, field and why. */
export interface RosterIssue {
  file: string;
  line: number;
  field: string | null;
  message: string;
}

export type RosterKind = 'student' | 'teacher';

export interface RosterUser {
  sourcedId: string;
  line: number;
  /** From roles.csv when the file has it, else from the user's active enrolments; null: neither. */
  kind: RosterKind | null;
  name: string;
  email: string | null;
  /** Not `tobedeleted` and `enabledUser` true. */
  active: boolean;
}

export interface RosterClass {
  sourcedId: string;
  line: number;
  title: string;
  /** The first of its `termSourcedIds`: the academic session its gradebook line items name. */
  termSourcedId: string;
  active: boolean;
}

export interface RosterEnrollment {
  sourcedId: string;
  line: number;
  classSourcedId: string;
  userSourcedId: string;
  role: RosterKind;
  active: boolean;
}

export interface Roster {
  /** The school's org `sourcedId`, and whether this import adopts it (the school had none). */
  org: { sourcedId: string; name: string; adopted: boolean } | null;
  users: RosterUser[];
  classes: RosterClass[];
  enrollments: RosterEnrollment[];
  errors: RosterIssue[];
  warnings: RosterIssue[];
}

export interface ReadRosterOptions {
  /** The school's org `sourcedId` when an import already set it. */
  schoolSourcedId: string | null;
  /** Org `sourcedId`s other Markwell schools hold: never adopted, and their rows are errors. */
  otherSchoolsSourcedIds: ReadonlySet<string>;
  /** Today as YYYY-MM-DD: an enrolment whose endDate is before it has ended. */
  today: string;
}
