import { describePhrase } from '@markwell/domain/marking/index';
import { Button, List, Text } from '@mantine/core';
import type { ConceptShare } from '../api/word-models';

/**
 * What the marking engine derived from each phrase written as a sentence (a model answer): the
 * concepts it looks for, how many it needs, the words it leaves out because the question holds
 * them, and a button that turns the sentence into the precise phrase saying the same, to edit. How
 * many it needs follows the share learnt from the curriculum's teachers' marks, when there is one.
 */
export function ModelAnswerReading({
  pointNumber,
  prompt,
  share = null,
  phrases,
  onChange,
}: {
  pointNumber: number;
  prompt: string;
  /** How strictly the saved question's curriculum reads model answers (null: the engine's default). */
  share?: ConceptShare | null;
  phrases: string[];
  onChange: (phrases: string[]) => void;
}) {
  const readings = phrases
    .map((phrase, index) => ({ phrase, index, reading: describePhrase(phrase, prompt, share?.share) }))
    .filter((r) => r.reading !== null);
  if (readings.length === 0) return null;
  return (
    <div>
      <Text fw={500} size="sm" mb={4}>
        Model answers of point {pointNumber}, as the engine reads them
      </Text>
      {share && (
        <Text size="sm" c="dimmed" mb={4}>
          Teachers’ marks in this curriculum show model answers read best at {percent(share.share)} of their concepts (
          {percent(share.agreement)} agreement over {share.decisions.toLocaleString('en-GB')} decisions,{' '}
          {percent(share.default_agreement)} at the usual {percent(share.default_share)}).
        </Text>
      )}
      <List size="sm" spacing={4} aria-label={`Model answers of point ${pointNumber}, as the engine reads them`}>
        {readings.map(({ phrase, index, reading }) => (
          <List.Item key={`${index}:${phrase}`}>
            “{phrase}”: any {reading!.needed} of {reading!.concepts.length} concepts —{' '}
            {reading!.concepts.map((c) => `“${c}”`).join(', ')}
            {reading!.optional.length > 0 &&
              `; left out, already in the question: ${reading!.optional.map((c) => `“${c}”`).join(', ')}`}
            .{' '}
            <Button
              size="compact-xs"
              variant="light"
              aria-label={`Replace “${phrase}” with the precise phrase “${reading!.precise}”`}
              onClick={() => onChange(phrases.map((p, j) => (j === index ? reading!.precise : p)))}
            >
              Use as precise phrase
            </Button>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

const percent = (x: number): string => `${Math.round(x * 100)}%`;
