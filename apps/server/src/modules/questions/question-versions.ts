import { createHash } from 'node:crypto';
import type { AnswerType, QuestionVersionSnapshot, questions } from '../../db/schema/index';
import type { ExistingVersion, QuestionVersionsRepository } from './question-versions.repository';

/**
 * Question versions: the frozen copy of a question (what a student saw, and the mark scheme it is
 * marked on) that an attempt or a practice answer is pinned to, made on first use and shared by
 * every answer given to the same content.
 */

/** A bank question's own columns, as `questionColumns` selects them. */
export type BankQuestion = Omit<typeof questions.$inferSelect, 'searchText'>;

type MarkSchemes = Awaited<ReturnType<QuestionVersionsRepository['markSchemes']>>;

/**
 * The frozen version of a question: what a student sees, apart from the mark scheme, which is
 * kept for marking. The content hash covers both, so any edit makes a new version.
 */
export function snapshotQuestion(
  row: BankQuestion,
  schemes: MarkSchemes,
): { snapshot: QuestionVersionSnapshot; hash: string } {
  const structure = schemes.structures.find((s) => s.questionId === row.id)?.structure ?? null;
  const type: AnswerType = row.kind === 'quiz' ? 'choice' : structure?.type === 'numeric' ? 'numeric' : 'text';
  const snapshot: QuestionVersionSnapshot = {
    student: {
      type,
      text: row.text,
      maxMarks: row.maxMarks,
      photo: row.photo,
      media: row.media,
      parts: type === 'text' && structure?.type === 'parts' ? structure.parts.map((p) => p.label) : null,
      choices: type === 'choice' ? (row.options?.choices ?? []) : null,
      multiple: type === 'choice' ? (row.options?.correct.length ?? 0) > 1 : false,
    },
    markScheme: {
      kind: row.kind,
      markingType: row.markingType,
      levels: row.levels ?? null,
      points: schemes.points
        .filter((p) => p.questionId === row.id)
        .map((p) => ({ id: p.id, position: p.position, marks: p.marks, text: p.text, phrases: p.phrases })),
      structure,
      correct: row.options?.correct ?? null,
    },
  };
  const hash = createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');
  return { snapshot, hash };
}

/**
 * Pins the current version of each question (made where it is missing): what an attempt or a
 * practice answer is marked on, whatever the question becomes later. In the order given. `read`:
 * the questions' mark schemes and existing versions, when the caller has read them already.
 */
export async function pinQuestionVersions(
  r: QuestionVersionsRepository,
  questions: BankQuestion[],
  read?: { schemes: MarkSchemes; versions: ExistingVersion[] },
) {
  const schemes = read?.schemes ?? (await r.markSchemes(questions.map((q) => q.id)));
  const snapshots = questions.map((q) => snapshotQuestion(q, schemes));
  const versionIds = await r.findOrCreateVersions(
    questions.map((q, i) => ({
      questionId: q.id,
      contentHash: snapshots[i]!.hash,
      snapshot: snapshots[i]!.snapshot,
      maxMarks: q.maxMarks,
    })),
    read?.versions,
  );
  return questions.map((q, i) => ({ questionId: q.id, versionId: versionIds[i]!, snapshot: snapshots[i]!.snapshot }));
}
