import { strToU8, zipSync } from 'fflate';
import {
  CATEGORIES_COLUMNS,
  MANIFEST_FILE_NAMES,
  LINE_ITEMS_COLUMNS,
  MANIFEST_COLUMNS,
  RESULTS_COLUMNS,
} from '@markwell/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { toSafeCsv } from '../../lib/csv';
import { createGradebookRepository } from './gradebook.repository';
import { loadMarkableAssignment } from './marking.policy';

const day = (d: Date) => d.toISOString().slice(0, 10);
const row = (columns: readonly string[], values: Record<string, string | number>) =>
  columns.map((c) => values[c] ?? '');

/** The one category every exported line item is filed under in the school's gradebook. */
const CATEGORY = { sourcedId: 'markwell-assessments', title: 'Markwell assessments' } as const;

export interface GradebookExport {
  fileName: string;
  zip: Uint8Array;
  results: number;
  /** Released results left out: the student or their class has no roster sourcedId. */
  skipped: { name: string; reason: string }[];
}

/**
 * An assignment's released marks as a OneRoster 1.2 gradebook CSV set for the school's system:
 * manifest.csv, categories.csv (Markwell's one category), lineItems.csv (one line item per roster
 * class the assignment is set to, in the class's term and the school's org) and results.csv (one
 * result per released, for-credit attempt, keyed by the student's and the class's roster
 * sourcedIds). Results that cannot be keyed are listed in skipped.csv, which the manifest does not
 * name, and counted in the answer's header.
 */
export function createGradebookService(db: Db) {
  const repo = createGradebookRepository(db);
  return {
    async export(user: AuthUser, assignmentId: number): Promise<GradebookExport> {
      const a = await loadMarkableAssignment(db, user, assignmentId);
      const [results, schoolSourcedId] = await Promise.all([
        repo.releasedResults(assignmentId, a.schoolId),
        repo.schoolSourcedId(a.schoolId),
      ]);
      const { classes, members } = await repo.targetClasses(
        assignmentId,
        a.schoolId,
        results.map((r) => r.studentId),
      );
      const rosterClasses = classes.filter((c) => c.sourcedId);
      const classOf = new Map<number, (typeof classes)[number]>();
      for (const m of members) {
        const c = rosterClasses.find((k) => k.id === m.groupId);
        if (c && !classOf.has(m.studentId)) classOf.set(m.studentId, c);
      }
      const max = Math.max(0, ...results.map((r) => r.max));
      const now = new Date().toISOString();
      const lineItemId = (classSourcedId: string) => `markwell-assignment-${assignmentId}-${classSourcedId}`;
      const used = new Set<string>();
      const resultRows: (string | number)[][] = [];
      const skipped: GradebookExport['skipped'] = [];
      for (const r of results) {
        const c = classOf.get(r.studentId);
        if (!r.sourcedId) skipped.push({ name: r.name, reason: 'not on the roster (no sourcedId)' });
        else if (!c) skipped.push({ name: r.name, reason: 'in no roster class this assignment is set to' });
        else if (!c.termSourcedId || !schoolSourcedId)
          // OneRoster 1.2 line items name their academic session and school; a class imported
          // before Markwell kept its term has neither until the roster is imported again.
          skipped.push({ name: r.name, reason: `class ${c.name} has no roster term: import the roster again` });
        else {
          used.add(c.sourcedId!);
          resultRows.push(
            row(RESULTS_COLUMNS, {
              sourcedId: `markwell-attempt-${r.attemptId}`,
              status: 'active',
              dateLastModified: now,
              lineItemSourcedId: lineItemId(c.sourcedId!),
              studentSourcedId: r.sourcedId,
              scoreStatus: 'fully graded',
              score: r.score,
              scoreDate: day(r.releasedAt!),
              classSourcedId: c.sourcedId!,
              inProgress: 'false',
              incomplete: 'false',
              late: String(r.submittedAt !== null && r.submittedAt > a.dueAt),
              missing: 'false',
            }),
          );
        }
      }
      const lineItems = rosterClasses
        .filter((c) => used.has(c.sourcedId!))
        .map((c) =>
          row(LINE_ITEMS_COLUMNS, {
            sourcedId: lineItemId(c.sourcedId!),
            status: 'active',
            dateLastModified: now,
            title: a.title,
            assignDate: day(a.opensAt),
            dueDate: day(a.dueAt),
            classSourcedId: c.sourcedId!,
            categorySourcedId: CATEGORY.sourcedId,
            academicSessionSourcedId: c.termSourcedId!,
            resultValueMin: 0,
            resultValueMax: max,
            schoolSourcedId: schoolSourcedId!,
          }),
        );
      const categories = [row(CATEGORIES_COLUMNS, { ...CATEGORY, status: 'active', dateLastModified: now })];
      const files: Record<string, Uint8Array> = {
        'manifest.csv': strToU8(toSafeCsv(gradebookManifest(), { header: MANIFEST_COLUMNS })),
        'categories.csv': strToU8(toSafeCsv(categories, { header: CATEGORIES_COLUMNS })),
        'lineItems.csv': strToU8(toSafeCsv(lineItems, { header: LINE_ITEMS_COLUMNS })),
        'results.csv': strToU8(toSafeCsv(resultRows, { header: RESULTS_COLUMNS })),
      };
      if (skipped.length)
        files['skipped.csv'] = strToU8(
          toSafeCsv(
            skipped.map((s) => [s.name, s.reason]),
            { header: ['name', 'reason'] },
          ),
        );
      return {
        fileName: `assignment-${assignmentId}-oneroster-gradebook.zip`,
        zip: zipSync(files),
        results: resultRows.length,
        skipped,
      };
    },
  };
}

/** The manifest names every file of the binding: the three this export holds `bulk`, the rest `absent`. */
function gradebookManifest(): string[][] {
  const held = new Set(['categories', 'lineItems', 'results']);
  return [
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.2'],
    ...MANIFEST_FILE_NAMES.map((f) => [`file.${f}`, held.has(f) ? 'bulk' : 'absent']),
    ['source.systemName', 'Markwell'],
    ['source.systemCode', 'markwell'],
  ];
}
