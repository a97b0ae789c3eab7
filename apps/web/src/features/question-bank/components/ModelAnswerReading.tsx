import { describePhrase } from '@markwell/domain/marking/index';
import { Button, List, Text } from '@mantine/core';

/**
 * What the marking engine derived from each phrase written as a sentence (a model answer): the
 * concepts it looks for, how many it needs, the words it leaves out because the question holds
 * them, and a button that turns the sentence into the precise phrase saying the same, to edit.
 */
export function ModelAnswerReading({
  pointNumber,
  prompt,
  phrases,
  onChange,
}: {
  pointNumber: number;
  prompt: string;
  phrases: string[];
  onChange: (phrases: string[]) => void;
}) {
  const readings = phrases
    .map((phrase, index) => ({ phrase, index, reading: describePhrase(phrase, prompt) }))
    .filter((r) => r.reading !== null);
  if (readings.length === 0) return null;
  return (
    <div>
      <Text fw={500} size="sm" mb={4}>
        Model answers of point {pointNumber}, as the engine reads them
      </Text>
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
