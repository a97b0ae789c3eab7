import type { MarkResult } from '@markwell/domain/marking/index';
import { Badge, Group, List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DANGER, SUCCESS, WARNING } from '../../../lib/text-colours';
import { HOW_LABEL, NEAR_MISS_LABEL } from '../../../components/point-highlight/highlight';
import { HighlightedAnswer, HighlightKey } from './HighlightedAnswer';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

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

/** The live region above a result: the summary sentence, or what to do before there is one. */
export function MarkSummary({ result, maxMarks }: { result: MarkResult | null | undefined; maxMarks: number }) {
  return (
    <Text role="status" aria-live="polite" fw={600}>
      {result ? summariseResult(result, maxMarks) : 'Type an answer to see how it is marked.'}
    </Text>
  );
}

/** A marking point as the result view names it ("Point 2", its text and marks). */
export interface ResultPoint {
  id: string;
  label: string;
  text: string;
  marks: number;
}

/**
 * Why an answer got its mark: badges (marks, confidence, review, level), the answer with the
 * matched spans highlighted, and each marking point awarded or not with its matches and near
 * misses. `pointAction` adds a control after a point (e.g. a teacher's "this answer earns it").
 */
export function MarkResultView({
  answer,
  result,
  maxMarks,
  points,
  pointAction,
}: {
  answer: string;
  result: MarkResult;
  maxMarks: number;
  points: ResultPoint[];
  pointAction?: (point: ResultPoint, awarded: boolean) => ReactNode;
}) {
  const byId = new Map(points.map((p) => [p.id, p]));
  const pointLabel = (id: string) => byId.get(id)?.label ?? 'Point ?';
  const numberOf = new Map(result.points.map((p, i) => [p.id, i + 1]));
  const pointNumber = (id: string) => numberOf.get(id) ?? 0;
  return (
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
          Marked answer (matches highlighted, numbered by marking point)
        </Text>
        <HighlightKey
          points={result.points.map((p) => ({
            id: p.id,
            label: byId.get(p.id)?.text ? `${pointLabel(p.id)}: ${byId.get(p.id)!.text}` : pointLabel(p.id),
            number: pointNumber(p.id),
          }))}
        />
        <HighlightedAnswer answer={answer} result={result} pointLabel={pointLabel} pointNumber={pointNumber} />
      </div>
      <Title order={3} size="h5">
        Marking points
      </Title>
      <List spacing="xs" aria-label="Marking point results">
        {result.points.map((p) => {
          const point = byId.get(p.id);
          return (
            <List.Item key={p.id}>
              <Text span fw={600}>
                {pointLabel(p.id)}
              </Text>{' '}
              ({plural(point?.marks ?? 0, 'mark')}) {point?.text ? `“${point.text}”` : ''}:{' '}
              <Text span fw={600} c={p.awarded ? SUCCESS : DANGER}>
                {p.awarded ? 'awarded' : 'not awarded'}
              </Text>
              {p.awarded && p.matches.length > 0 && (
                <Text span size="sm">
                  {' '}
                  — {p.matches.map((m) => `“${m.text}” (${HOW_LABEL[m.how]})`).join(', ')}
                </Text>
              )}
              {!p.awarded && p.missing && p.missing.length > 0 && (
                <Text size="sm">Missing: {p.missing.map((m) => `“${m}”`).join(', ')}</Text>
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
              {point && pointAction?.(point, p.awarded)}
            </List.Item>
          );
        })}
      </List>
    </>
  );
}
