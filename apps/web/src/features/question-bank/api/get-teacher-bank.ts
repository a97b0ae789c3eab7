/**
 * The teacher's question bank, every kind of question by type: free-text and numeric questions
 * from GET /api/v2/questionmafs (type=text|numeric), multiple-choice ones from GET /api/v2/questions.
 * Any type: page N of both lists together.
 */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type QuestionQuiz } from '@markwell/contracts/questions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { questionListQuery, type BankQuestionType, type QuestionListFilters } from './get-question-mafs';
import { quizListQuery } from './get-quiz-questions';
import { questionBankKey } from './query-keys';

export interface TeacherBankRow {
  kind: 'maf' | 'quiz';
  id: number;
  type: BankQuestionType;
  text: string;
  max_marks: number;
  /** Free text and numeric: how the answer is marked. */
  marking?: { levelled: boolean; points: number };
  /** Multiple choice: the choices and the correct ones. */
  options?: QuestionQuiz['options'];
}

/** One list's size, to page through the longer of the two. */
export interface BankPart {
  total: number;
  total_capped: boolean;
  items: unknown[];
}

export interface TeacherBankPage {
  items: TeacherBankRow[];
  total: number;
  total_capped: boolean;
  parts: BankPart[];
}

async function fetchTeacherBank(filters: QuestionListFilters, signal?: AbortSignal): Promise<TeacherBankPage> {
  const wantMaf = filters.type !== 'choice';
  const wantQuiz = filters.type === undefined || filters.type === 'choice';
  const [maf, quiz] = await Promise.all([
    wantMaf
      ? callEndpoint(questionsEndpoints.getQuestionmafs, { query: questionListQuery(filters), validate: true, signal })
      : null,
    wantQuiz
      ? callEndpoint(questionsEndpoints.getQuestions, { query: quizListQuery(filters), validate: true, signal })
      : null,
  ]);
  const items: TeacherBankRow[] = [];
  const parts: BankPart[] = [];
  if (maf) {
    parts.push(maf);
    for (const q of maf.items)
      items.push({
        kind: 'maf',
        id: q.id,
        type: q.answer_type === 'numeric' ? 'numeric' : 'text',
        text: q.text,
        max_marks: q.max_marks,
        marking: { levelled: q.marking_type === 'levelled', points: q.points_count },
      });
  }
  if (quiz) {
    // The quiz list has no marks filter: the page's questions of other marks are left out here.
    const shown = quiz.items.filter((q) => filters.marks === undefined || q.max_marks === filters.marks);
    parts.push(filters.marks === undefined ? quiz : { total: shown.length, total_capped: false, items: shown });
    for (const q of shown)
      items.push({ kind: 'quiz', id: q.id, type: 'choice', text: q.text, max_marks: q.max_marks, options: q.options });
  }
  return {
    items,
    total: parts.reduce((sum, p) => sum + p.total, 0),
    total_capped: parts.some((p) => p.total_capped),
    parts,
  };
}

export function useTeacherBank(filters: QuestionListFilters) {
  return useQuery({
    queryKey: [...questionBankKey, 'teacher-bank', filters] as const,
    queryFn: ({ signal }) => fetchTeacherBank(filters, signal),
    placeholderData: keepPreviousData,
  });
}
