import { MOCK_EXPORT_CSV_HEADER } from '@markwell/contracts';
import { sharePercent } from '@markwell/domain/progress/index';
import type { Db } from '../../db/client';
import { toSafeCsv } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { createMockExportsRepository, type ExportScope } from './mock-exports.repository';
import { createMocksRepository } from './mocks.repository';

export type { ExportScope };

const iso = (d: Date) => d.toISOString();
/** Attempts an export reads at a time: a large export never holds every row at once. */
const EXPORT_PAGE = 500;

/** The admin CSV exports of mock results: a session's, or every sitting of a central template. */
export function createMockExportsService(db: Db) {
  const repo = createMockExportsRepository(db);
  const mocks = createMocksRepository(db);

  return {
    /** The session's template (for its question columns), or 404. */
    async exportTemplateOf(scope: ExportScope): Promise<number> {
      if ('sessionId' in scope) {
        const row = await mocks.findSession(scope.sessionId);
        if (!row) throw notFound('Mock session');
        return row.session.templateId;
      }
      const t = await mocks.centralTemplate(scope.templateId);
      if (!t) throw notFound('Central exam template');
      return t.id;
    },

    /**
     * Every submitted attempt of a session (or of every assignment of a central template) across
     * schools as formula-safe CSV: school, class, student, assignment, submitted at, total, max,
     * percent, released, for credit (a teacher's "not for credit" attempts are listed but left out
     * of every mean), then the marks of each question. Yields a page of rows at a time.
     */
    async *exportCsv(scope: ExportScope, templateId: number): AsyncGenerator<string> {
      const questions = await repo.templateQuestions(templateId);
      // A question's column says where it is in the exam and what it is out of: an id there read as marks.
      const header = [...MOCK_EXPORT_CSV_HEADER, ...questions.map((q, i) => `Q${i + 1} (out of ${q.maxMarks})`)];
      yield toSafeCsv([], { header });
      let after = 0;
      for (;;) {
        const page = await repo.exportPage(scope, after, EXPORT_PAGE);
        if (!page.length) return;
        yield toSafeCsv(
          page.map((r) => [
            r.schoolName,
            r.classes.join('; '),
            r.studentName,
            r.assignmentTitle,
            r.submittedAt ? iso(r.submittedAt) : null,
            r.total,
            r.max,
            sharePercent(r.total, r.max),
            r.releasedAt !== null,
            !r.noCredit,
            ...questions.map((q) => r.marks?.[String(q.id)] ?? null),
          ]),
        );
        after = page[page.length - 1]!.attemptId;
        if (page.length < EXPORT_PAGE) return;
      }
    },
  };
}
