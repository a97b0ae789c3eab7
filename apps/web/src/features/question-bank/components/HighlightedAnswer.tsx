import type { MarkResult } from '@markwell/domain/marking/index';
import { describeMatches, highlightSegments } from './highlight';

/**
 * The student's answer with the matched spans in <mark> elements. The answer is only ever
 * rendered as React text nodes (never as HTML), so markup in it shows as typed.
 */
export function HighlightedAnswer({
  answer,
  result,
  pointLabel,
}: {
  answer: string;
  result: MarkResult;
  pointLabel: (pointId: string) => string;
}) {
  const spans = result.points.flatMap((p) =>
    p.awarded ? p.matches.map((m) => ({ start: m.start, end: m.end, how: m.how, label: pointLabel(p.id) })) : [],
  );
  return (
    <p className="qb-highlighted-answer">
      {highlightSegments(answer, spans).map((segment) =>
        segment.matches.length ? (
          <mark
            key={segment.start}
            className="qb-match"
            title={describeMatches(segment.matches)}
            aria-description={describeMatches(segment.matches)}
          >
            {segment.text}
          </mark>
        ) : (
          <span key={segment.start}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
