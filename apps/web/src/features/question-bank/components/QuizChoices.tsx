import { List } from '@mantine/core';
import type { QuestionQuiz } from '../api/get-quiz-questions';

/** The choices in order; the correct ones say so in words and are bold (never colour alone). */
export function Choices({ options }: { options: QuestionQuiz['options'] }) {
  const correct = new Set(options.correct);
  return (
    <List type="ordered" size="sm" spacing={2} listStyleType="upper-alpha">
      {options.choices.map((choice, i) => (
        <List.Item key={i} fw={correct.has(i) ? 700 : undefined}>
          {choice}
          {correct.has(i) && ' ✓ (correct)'}
        </List.Item>
      ))}
    </List>
  );
}
