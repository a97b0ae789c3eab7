import { markAnswer } from '../marking/mark';

/** One short question of a lesson's quiz: answers are read by the marking engine's phrases. */
export interface AcademyQuizQuestion {
  prompt: string;
  /** Accepted answers in the phrase notation of the marking engine (any one earns the mark). */
  answers: string[];
  /** Synonym strings ("photosynthesis; making food from light"), as the question bank writes them. */
  synonyms?: string[];
}

export interface AcademyQuizResult {
  /** Per question, whether the answer earned its mark. */
  correct: boolean[];
  score: number;
  total: number;
  /** Every question answered correctly: only then is the lesson complete. */
  passed: boolean;
}

/**
 * Marks a lesson's quiz with the same engine that marks students' answers: each question is one
 * mark whose accepted answers are the point's phrases. A missing answer is wrong.
 */
export function markAcademyQuiz(
  questions: readonly AcademyQuizQuestion[],
  answers: readonly string[],
): AcademyQuizResult {
  const correct = questions.map((q, i) => {
    const answer = answers[i] ?? '';
    if (!answer.trim()) return false;
    const result = markAnswer(
      {
        maxMarks: 1,
        markingPoints: [{ id: 'answer', marks: 1, phrases: q.answers, machinePhrases: [] }],
        synonyms: q.synonyms ?? [],
        structure: null,
        prompt: q.prompt,
      },
      answer,
    );
    return result.marks >= 1;
  });
  const score = correct.filter(Boolean).length;
  return { correct, score, total: questions.length, passed: score === questions.length };
}
