import { Checkbox, Kbd, List, Stack, Text } from '@mantine/core';
import type { AnswerMark } from '@markwell/contracts/marking';
import { HOW_LABEL, NEAR_MISS_LABEL, pointColourClass } from '../../../components/point-highlight/highlight';
import { plural } from './format';

/**
 * The marking points as check boxes, numbered as in the highlights (the number key toggles
 * each), with what the engine found: the matches, near misses and what was missing.
 */
export function PointsChecklist({
  answer,
  awarded,
  onToggle,
  idPrefix,
  readOnly = false,
}: {
  answer: AnswerMark;
  awarded: Record<number, boolean>;
  onToggle: (pointId: number) => void;
  idPrefix: string;
  /** Shows the engine's findings without check boxes. */
  readOnly?: boolean;
}) {
  return (
    <fieldset className="mk-points">
      <legend>{readOnly ? 'The marking point' : 'Marking points (press a point’s number to tick or untick it)'}</legend>
      <Stack gap="xs">
        {answer.points.map((p) => {
          const id = `${idPrefix}-point-${p.point_id}`;
          return (
            <div key={p.point_id} className="mk-point">
              {readOnly ? (
                <Text size="sm">
                  <span className={`mk-point-number ${pointColourClass(p.number)}`}>{p.number}</span> {p.text} (
                  {plural(p.marks, 'mark')}): {p.awarded ? 'awarded' : 'not awarded'}; the engine{' '}
                  {p.engine_awarded ? 'awarded' : 'did not award'} it.
                </Text>
              ) : (
                <Checkbox
                  id={id}
                  checked={!!awarded[p.point_id]}
                  onChange={() => onToggle(p.point_id)}
                  label={
                    <>
                      <span className={`mk-point-number ${pointColourClass(p.number)}`}>{p.number}</span> {p.text} (
                      {plural(p.marks, 'mark')})
                    </>
                  }
                  description={
                    <>
                      <Kbd size="xs">{p.number}</Kbd> The engine {p.engine_awarded ? 'awarded' : 'did not award'} it
                      {p.set_by === 'teacher' ? '; a teacher decided' : ''}.
                    </>
                  }
                />
              )}
              {(p.matches.length > 0 || p.near_misses.length > 0 || p.missing.length > 0) && (
                <List size="xs" withPadding spacing={2} aria-label={`What the engine found for point ${p.number}`}>
                  {p.matches.map((m) => (
                    <List.Item key={`m-${m.start}-${m.end}`}>
                      Matched “{m.text}” ({HOW_LABEL[m.how]})
                    </List.Item>
                  ))}
                  {p.near_misses.map((n) => (
                    <List.Item key={`n-${n.start}-${n.reason}`}>
                      Near miss: “{n.text}”, {NEAR_MISS_LABEL[n.reason]} (phrase “{n.phrase}”)
                    </List.Item>
                  ))}
                  {p.missing.length > 0 && <List.Item>Missing: {p.missing.map((m) => `“${m}”`).join(', ')}</List.Item>}
                </List>
              )}
            </div>
          );
        })}
      </Stack>
      {answer.points.length === 0 && <Text size="sm">This question has no marking points.</Text>}
    </fieldset>
  );
}
