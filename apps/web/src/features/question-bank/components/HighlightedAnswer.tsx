import type { MarkResult } from '@markwell/domain/marking/index';
import { HighlightedText } from '../../../components/point-highlight/HighlightedText';

export { HighlightKey } from '../../../components/point-highlight/HighlightedText';

/** The answer with the spans of every awarded point highlighted (plain text, never HTML). */
export function HighlightedAnswer({
  answer,
  result,
  pointLabel,
  pointNumber,
}: {
  answer: string;
  result: MarkResult;
  pointLabel: (pointId: string) => string;
  pointNumber: (pointId: string) => number;
}) {
  const spans = result.points.flatMap((p) =>
    p.awarded
      ? p.matches.map((m) => ({
          start: m.start,
          end: m.end,
          how: m.how,
          label: pointLabel(p.id),
          number: pointNumber(p.id),
        }))
      : [],
  );
  return <HighlightedText text={answer} spans={spans} />;
}
