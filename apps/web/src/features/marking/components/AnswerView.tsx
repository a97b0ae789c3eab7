import { List, Text } from '@mantine/core';
import type { AnswerMark, MarkingQuestion } from '@markwell/contracts/marking';
import { HighlightedText, HighlightKey } from '../../../components/point-highlight/HighlightedText';
import { spansOf } from '../lib/mark-draft';
import { DANGER, SUCCESS } from '../../../lib/text-colours';

/**
 * A student's answer as the teacher reads it: free text (or a number) with the spans of the
 * points awarded highlighted, one colour and number per point, with the key; multiple choice as
 * the choices picked against the correct ones. Student text is only ever rendered as text.
 */
export function AnswerView({
  answer,
  question,
  awarded,
}: {
  answer: Pick<AnswerMark, 'answer' | 'points'>;
  question: Pick<MarkingQuestion, 'type' | 'choices' | 'points'>;
  /** The points ticked on screen (the draft); default: as stored. */
  awarded?: Record<number, boolean>;
}) {
  const value = answer.answer;
  if (value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && !value.length))
    return <Text fs="italic">No answer given.</Text>;

  if (Array.isArray(value)) {
    const picked = new Set(value);
    return (
      <List size="sm" aria-label="Choices" listStyleType="none" spacing={4}>
        {(question.choices ?? []).map((c) => (
          <List.Item key={c.id}>
            <Text span fw={picked.has(c.id) ? 700 : 400}>
              {picked.has(c.id) ? '☑ ' : '☐ '}
              {c.text}
            </Text>{' '}
            {c.correct && (
              <Text span size="sm" c={SUCCESS} fw={600}>
                (correct)
              </Text>
            )}
            {picked.has(c.id) && !c.correct && (
              <Text span size="sm" c={DANGER} fw={600}>
                (picked, not correct)
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    );
  }

  return (
    <div>
      {question.points.length > 0 && (
        <HighlightKey
          points={question.points.map((p) => ({ id: String(p.point_id), label: p.text, number: p.number }))}
        />
      )}
      <HighlightedText text={String(value)} spans={spansOf(answer, awarded)} />
    </div>
  );
}
