import { describeMatches, highlightSegments, pointColourClass, segmentNumbers, type SpanInput } from './highlight';
import './point-highlight.css';

/**
 * A student's answer with matched spans in <mark> elements, each in its marking point's colour
 * with the point's number beside it (so colour is never the only cue). The answer is only ever
 * rendered as React text nodes, never as HTML: markup in it shows as typed.
 */
export function HighlightedText({ text, spans }: { text: string; spans: SpanInput[] }) {
  return (
    <p className="hl-answer">
      {highlightSegments(text, spans).map((segment) =>
        segment.matches.length ? (
          <mark
            key={segment.start}
            className={`hl-match ${pointColourClass(segment.matches[0]!.number)}`}
            data-points={segmentNumbers(segment.matches)}
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

/** Which colour and number stand for which marking point. */
export function HighlightKey({ points }: { points: { id: string; label: string; number: number }[] }) {
  return (
    <ul className="hl-key" aria-label="Highlight key">
      {points.map((p) => (
        <li key={p.id}>
          <span className={`hl-key-swatch ${pointColourClass(p.number)}`} aria-hidden="true">
            {p.number}
          </span>
          {p.label}
        </li>
      ))}
    </ul>
  );
}
