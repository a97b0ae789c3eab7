import { Button, Group, Text } from '@mantine/core';
import type { SittingQuestion } from '@markwell/contracts/attempts';

export interface NavigatorItemState {
  answered: boolean;
  flagged: boolean;
}

/** "answered", "not answered", plus "flagged for review": said to screen readers, shown as text and style. */
export function questionStateLabel({ answered, flagged }: NavigatorItemState): string {
  return `${answered ? 'answered' : 'not answered'}${flagged ? ', flagged for review' : ''}`;
}

/**
 * One button per question, showing whether it is answered and flagged. In one-per-page layout the
 * current question is marked `aria-current`.
 */
export function QuestionNavigator({
  questions,
  states,
  current,
  onGo,
}: {
  questions: SittingQuestion[];
  states: Record<number, NavigatorItemState>;
  current: number | null;
  onGo: (index: number) => void;
}) {
  const answered = questions.filter((q) => states[q.question_id]?.answered).length;
  return (
    <nav aria-label="Questions">
      <Text size="sm" mb={4}>
        {answered} of {questions.length} answered
      </Text>
      <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {questions.map((q, index) => {
          const state = states[q.question_id] ?? { answered: false, flagged: false };
          return (
            <li key={q.question_id}>
              <Button
                size="compact-md"
                miw={44}
                variant={state.answered ? 'filled' : 'default'}
                aria-current={current === index ? 'step' : undefined}
                aria-label={`Question ${q.position}, ${questionStateLabel(state)}`}
                onClick={() => onGo(index)}
                style={
                  current === index ? { outline: '3px solid var(--mantine-color-dark-6)', outlineOffset: 2 } : undefined
                }
              >
                {q.position}
                {state.flagged && <span aria-hidden="true"> ⚑</span>}
              </Button>
            </li>
          );
        })}
      </Group>
      <Text size="xs" mt={4} c="dimmed">
        Filled: answered. ⚑: flagged for review.
      </Text>
    </nav>
  );
}
