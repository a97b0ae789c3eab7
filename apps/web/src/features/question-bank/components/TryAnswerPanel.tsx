import { DANGER } from '../../../lib/text-colours';
import { compileQuestion, markAnswer } from '@markwell/domain/marking/index';
import { Alert } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { MarkResultView, MarkSummary } from './MarkResultView';
import type { PointWordModel } from '../api/word-models';
import { toQuestionInput, type QuestionDraft } from './question-draft';
import './question-bank.css';
import { TryAnswerFrame } from './TryAnswerFrame';

/** How long typing (in the answer or the mark scheme) must pause before the answer is marked again. */
export const TRY_DEBOUNCE_MS = 150;

/**
 * "Try an answer": marks a sample answer with the marking engine in the browser, against the
 * question as it is on screen (saved or not), and shows why.
 */
export function TryAnswerPanel({
  draft,
  synonyms,
  answer,
  onAnswerChange,
  wordModels = [],
  conceptShare,
}: {
  draft: QuestionDraft;
  /** The synonym sets that apply, as stored ("; " between terms). */
  synonyms: string[];
  /** Word weights learnt for the saved points (they apply while a point's marks and phrases are unchanged). */
  wordModels?: readonly PointWordModel[];
  /** How strictly the saved question's curriculum reads model answers (none: the engine's default). */
  conceptShare?: number | undefined;
  answer: string;
  onAnswerChange: (answer: string) => void;
}) {
  const [marked] = useDebouncedValue(answer, TRY_DEBOUNCE_MS);
  // compiled when editing pauses: a question of many long model answers takes a few hundred ms
  const [scheme] = useDebouncedValue(draft, TRY_DEBOUNCE_MS);
  const compiled = useMemo(() => {
    try {
      return { question: compileQuestion(toQuestionInput(scheme, synonyms, wordModels, conceptShare)), error: null };
    } catch (error) {
      return { question: null, error: error instanceof Error ? error.message : 'The mark scheme cannot be read' };
    }
  }, [scheme, synonyms, wordModels, conceptShare]);
  const result = useMemo(
    () => (compiled.question && marked.trim() ? markAnswer(compiled.question, marked) : null),
    [compiled.question, marked],
  );
  const maxMarks = Number(scheme.maxMarks) || 0;

  return (
    <TryAnswerFrame
      intro="Marked here, as you type, against the mark scheme on this page (saved or not)."
      answer={answer}
      onAnswerChange={onAnswerChange}
    >
      {compiled.error && (
        <Alert color={DANGER} role="alert">
          {compiled.error}
        </Alert>
      )}
      <MarkSummary result={result} maxMarks={maxMarks} />
      {result && (
        <MarkResultView
          answer={marked}
          result={result}
          maxMarks={maxMarks}
          points={scheme.points.map((p, i) => ({
            id: p.key,
            label: `Point ${i + 1}`,
            text: p.text,
            marks: Number(p.marks) || 0,
          }))}
        />
      )}
    </TryAnswerFrame>
  );
}
