/**
 * Splits a student answer into plain and highlighted segments from the engine's match spans.
 * Overlapping spans (two points matching the same words) merge into one highlight that lists
 * every match. Offsets are clamped, so a bad span can never throw or drop text.
 */
import type { MatchHow, NearMissReason } from '@markwell/domain/marking/index';

export const HOW_LABEL: Record<MatchHow, string> = {
  exact: 'exact words',
  synonym: 'a synonym',
  equivalent: 'a standard equivalent (formula, spelling or unit)',
  stem: 'same word stem',
  'word-form': 'another form of the word',
  spelling: 'spelling tolerance',
  machine: 'a machine phrase',
  number: 'number and unit',
  weighted: 'words teacher-marked answers credit',
  meaning: 'words of similar meaning',
};

/** Why evidence did not earn its point, as the marking screens and the question editor say it. */
export const NEAR_MISS_LABEL: Record<NearMissReason, string> = {
  negated: 'negated',
  'missing-unit': 'unit missing',
  'wrong-unit': 'wrong unit',
  'out-of-tolerance': 'outside the tolerance',
  outweighed: 'outweighed by words of answers marked wrong',
  'wrong-subject': 'said of the other thing the question compares',
};

export interface SpanInput {
  start: number;
  end: number;
  /** e.g. "Point 1". */
  label: string;
  /** The point's number, shown beside the span and choosing its colour. */
  number: number;
  /** How it matched; absent where the reader is not told (a student's review). */
  how?: MatchHow | undefined;
}

export interface Segment {
  start: number;
  end: number;
  text: string;
  /** Empty for plain text. */
  matches: SegmentMatch[];
}

export interface SegmentMatch {
  label: string;
  number: number;
  how?: MatchHow | undefined;
}

/** How many highlight colours there are; point n uses colour ((n - 1) mod this) + 1. */
export const POINT_COLOURS = 8;

/** The CSS class giving point `number` its highlight colour. */
export function pointColourClass(number: number): string {
  return `hl-point-${((Math.max(1, number) - 1) % POINT_COLOURS) + 1}`;
}

/** The point numbers of a highlight, in order and without repeats ("1, 3"). */
export function segmentNumbers(matches: SegmentMatch[]): string {
  return [...new Set(matches.map((m) => m.number))].sort((a, b) => a - b).join(', ');
}

export function highlightSegments(answer: string, spans: SpanInput[]): Segment[] {
  const clean = spans
    .map((s) => ({
      ...s,
      start: Math.max(0, Math.min(answer.length, s.start)),
      end: Math.max(0, Math.min(answer.length, s.end)),
    }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);

  const merged: { start: number; end: number; matches: SegmentMatch[] }[] = [];
  for (const s of clean) {
    const last = merged[merged.length - 1];
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end);
      if (!last.matches.some((m) => m.label === s.label && m.how === s.how))
        last.matches.push({ label: s.label, number: s.number, how: s.how });
    } else {
      merged.push({ start: s.start, end: s.end, matches: [{ label: s.label, number: s.number, how: s.how }] });
    }
  }

  const segments: Segment[] = [];
  let at = 0;
  for (const m of merged) {
    if (m.start > at) segments.push({ start: at, end: m.start, text: answer.slice(at, m.start), matches: [] });
    segments.push({ start: m.start, end: m.end, text: answer.slice(m.start, m.end), matches: m.matches });
    at = m.end;
  }
  if (at < answer.length) segments.push({ start: at, end: answer.length, text: answer.slice(at), matches: [] });
  return segments;
}

/** "Point 1: matched by exact words; Point 2: matched by a synonym". */
export function describeMatches(matches: Segment['matches']): string {
  return matches.map((m) => (m.how ? `${m.label}: matched by ${HOW_LABEL[m.how]}` : m.label)).join('; ');
}
