import { DANGER, SUCCESS, WARNING } from './colors';
import { compileQuestion, markAnswer, type MarkResult } from '@markwell/domain/marking/index';
import { Alert, Badge, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useMemo } from 'react';
import { HOW_LABEL } from './highlight';
import { HighlightedAnswer } from './HighlightedAnswer';
import { toQuestionInput, type QuestionDraft } from './question-draft';
import './question-bank.css';

/** How long typing must pause before the answer is marked again. */
export const TRY_DEBOUNCE_MS = 150;

const NEAR_MISS_LABEL = {
  negated: 'negated',
  'missing-unit': 'unit missing',
  'wrong-unit': 'wrong unit',
  'out-of-tolerance': 'outside the tolerance',
} as const;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The sentence the live region reads out. */
export function summariseResult(result: MarkResult, maxMarks: number): string {
  const parts = [
    `${plural(result.marks, 'mark')} out of ${maxMarks}`,
    `confidence ${Math.round(result.confidence * 100)}%`,
  ];
  if (result.suggestedLevel !== undefined) parts.push(`suggested level ${result.suggestedLevel}`);
  parts.push(result.needsReview ? 'a teacher should review this mark' : 'no review needed');
  return `${parts.join(', ')}.`;
}

/**
 * "Try an answer": marks a sample answer with the marking engine in the browser, against the
 * question as it is on screen (saved or not), and shows why.
 */
export function TryAnswerPanel({
  draft,
  synonyms,
  answer,
  onAnswerChange,
}: {
  draft: QuestionDraft;
  /** The synonym sets that apply (SPEC strings). */
  synonyms: string[];
  answer: string;
  onAnswerChange: (answer: string) => void;
}) {
  const headingId = useId();
  const [marked] = useDebouncedValue(answer, TRY_DEBOUNCE_MS);
  const compiled = useMemo(() => {
    try {
      return { question: compileQuestion(toQuestionInput(draft, synonyms)), error: null };
    } catch (error) {
      return { question: null, error: error instanceof Error ? error.message : 'The mark scheme cannot be read' };
    }
  }, [draft, synonyms]);
  const result = useMemo(
    () => (compiled.question && marked.trim() ? markAnswer(compiled.question, marked) : null),
    [compiled.question, marked],
  );
  const maxMarks = Number(draft.maxMarks) || 0;
  const pointNumber = new Map(draft.points.map((p, i) => [p.key, i + 1]));
  const pointLabel = (id: string) => `Point ${pointNumber.get(id) ?? '?'}`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} id={headingId} size="h3">
          Try an answer
        </Title>
        <Text size="sm">Marked here, as you type, against the mark scheme on this page (saved or not).</Text>
        <Textarea
          label="Student answer"
          autosize
          minRows={3}
          maxRows={12}
          value={answer}
          onChange={(e) => onAnswerChange(e.currentTarget.value)}
        />
        {compiled.error && (
          <Alert color={DANGER} role="alert">
            {compiled.error}
          </Alert>
        )}
        <Text role="status" aria-live="polite" fw={600}>
          {result ? summariseResult(result, maxMarks) : 'Type an answer to see how it is marked.'}
        </Text>
        {result && (
          <>
            <Group gap="xs">
              <Badge size="lg" variant="filled" color="dark">
                {result.marks} / {maxMarks} marks
              </Badge>
              <Badge size="lg" variant="light" color="gray">
                Confidence {Math.round(result.confidence * 100)}%
              </Badge>
              {result.needsReview ? (
                <Badge size="lg" variant="light" color={WARNING}>
                  Needs review
                </Badge>
              ) : (
                <Badge size="lg" variant="light" color={SUCCESS}>
                  No review needed
                </Badge>
              )}
              {result.suggestedLevel !== undefined && (
                <Badge size="lg" variant="light" color="brand">
                  Suggested level {result.suggestedLevel}
                </Badge>
              )}
            </Group>
            <div>
              <Text fw={600} size="sm" mb={4}>
                Marked answer (matches highlighted)
              </Text>
              <HighlightedAnswer answer={marked} result={result} pointLabel={pointLabel} />
            </div>
            <Title order={3} size="h5">
              Marking points
            </Title>
            <List spacing="xs" aria-label="Marking point results">
              {result.points.map((p) => {
                const point = draft.points.find((d) => d.key === p.id);
                return (
                  <List.Item key={p.id}>
                    <Text span fw={600}>
                      {pointLabel(p.id)}
                    </Text>{' '}
                    ({plural(Number(point?.marks) || 0, 'mark')}) {point?.text ? `“${point.text}”` : ''}:{' '}
                    <Text span fw={600} c={p.awarded ? SUCCESS : DANGER}>
                      {p.awarded ? 'awarded' : 'not awarded'}
                    </Text>
                    {p.awarded && p.matches.length > 0 && (
                      <Text span size="sm">
                        {' '}
                        — {p.matches.map((m) => `“${m.text}” (${HOW_LABEL[m.how]})`).join(', ')}
                      </Text>
                    )}
                    {p.nearMisses.length > 0 && (
                      <List withPadding size="sm" aria-label={`Near misses for ${pointLabel(p.id)}`}>
                        {p.nearMisses.map((n) => (
                          <List.Item key={`${n.start}-${n.reason}-${n.phrase}`}>
                            Near miss: “{n.text}” — {NEAR_MISS_LABEL[n.reason]} (phrase “{n.phrase}”)
                          </List.Item>
                        ))}
                      </List>
                    )}
                  </List.Item>
                );
              })}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
