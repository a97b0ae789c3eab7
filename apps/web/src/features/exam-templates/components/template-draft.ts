/**
 * The builder's working copy of a template's sections and questions, and the pure edits on it.
 * Kept apart from the components so the ordering rules (what "move up" does at the top of a
 * section, that a question appears once) are tested without rendering.
 */

export type QuestionType = 'text' | 'choice' | 'numeric';

export const QUESTION_TYPE_LABEL: Record<QuestionType, string> = {
  text: 'Free text',
  choice: 'Multiple choice',
  numeric: 'Numeric',
};

/** A bank question as the builder shows it (what a student sees, plus its marks). */
export interface DraftQuestion {
  id: number;
  type: QuestionType;
  text: string;
  marks: number;
  /** Multiple choice: the choices in order (never which are correct). */
  choices?: string[] | undefined;
  /** Numeric: the unit the answer is given in. */
  unit?: string | null | undefined;
  photoUrl?: string | null | undefined;
}

export interface DraftSection {
  /** Stable key for React and drag and drop; the server's id once saved. */
  key: string;
  id?: number | undefined;
  title: string;
  questions: DraftQuestion[];
}

export interface Position {
  section: number;
  index: number;
}

let nextKey = 0;
export const newSectionKey = () => `new-${++nextKey}`;

export function emptySection(title: string): DraftSection {
  return { key: newSectionKey(), title, questions: [] };
}

export const totalMarks = (sections: readonly DraftSection[]) =>
  sections.reduce((sum, s) => sum + s.questions.reduce((n, q) => n + q.marks, 0), 0);

export const questionCount = (sections: readonly DraftSection[]) =>
  sections.reduce((sum, s) => sum + s.questions.length, 0);

export const containsQuestion = (sections: readonly DraftSection[], id: number) =>
  sections.some((s) => s.questions.some((q) => q.id === id));

const replaceAt = <T>(list: readonly T[], index: number, value: T) => list.map((v, i) => (i === index ? value : v));

/** Adds a question at the end of a section; a question already in the template is not added twice. */
export function addQuestion(sections: DraftSection[], sectionIndex: number, question: DraftQuestion): DraftSection[] {
  const section = sections[sectionIndex];
  if (!section || containsQuestion(sections, question.id)) return sections;
  return replaceAt(sections, sectionIndex, { ...section, questions: [...section.questions, question] });
}

export function removeQuestion(sections: DraftSection[], at: Position): DraftSection[] {
  const section = sections[at.section];
  if (!section) return sections;
  return replaceAt(sections, at.section, { ...section, questions: section.questions.filter((_, i) => i !== at.index) });
}

/**
 * Moves the question at `from` so it ends up at `to` (the index counted in the target section
 * after the question left its own). Used by drag and drop and by the move buttons.
 */
export function moveQuestion(sections: DraftSection[], from: Position, to: Position): DraftSection[] {
  const question = sections[from.section]?.questions[from.index];
  if (!question || !sections[to.section]) return sections;
  const without = removeQuestion(sections, from);
  const target = without[to.section]!;
  const index = Math.max(0, Math.min(to.index, target.questions.length));
  const questions = [...target.questions.slice(0, index), question, ...target.questions.slice(index)];
  return replaceAt(without, to.section, { ...target, questions });
}

/**
 * Where "move up" (-1) / "move down" (+1) takes a question: within its section, then across the
 * boundary to the end of the previous / start of the next section. Null at the very top/bottom.
 */
export function stepPosition(sections: readonly DraftSection[], at: Position, step: -1 | 1): Position | null {
  const section = sections[at.section];
  if (!section) return null;
  const index = at.index + step;
  if (index >= 0 && index < section.questions.length) return { section: at.section, index };
  const next = at.section + step;
  if (next < 0 || next >= sections.length) return null;
  return { section: next, index: step < 0 ? sections[next]!.questions.length : 0 };
}

export function renameSection(sections: DraftSection[], index: number, title: string): DraftSection[] {
  const section = sections[index];
  return section ? replaceAt(sections, index, { ...section, title }) : sections;
}

/** Removes a section; its questions move to the previous section (or the next) so none is lost by accident. */
export function removeSection(sections: DraftSection[], index: number): DraftSection[] {
  const section = sections[index];
  if (!section || sections.length <= 1) return sections;
  const heir = index > 0 ? index - 1 : index + 1;
  const out = sections.map((s, i) =>
    i === heir
      ? {
          ...s,
          questions: heir < index ? [...s.questions, ...section.questions] : [...section.questions, ...s.questions],
        }
      : s,
  );
  return out.filter((_, i) => i !== index);
}
