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
  share,
  fit = null,
  phrases,
  onChange,
}: {
  pointNumber: number;
  prompt: string;
  /** Share of a model answer's concepts the chosen curriculum needs (none: the engine's default). */
  share?: number | undefined;
  /** How the saved question's curriculum's share was fitted: its figures are shown when it is `share`. */
  fit?: ConceptShare | null;
  phrases: string[];
  onChange: (phrases: string[]) => void;
}) {
  const readings = phrases
    .map((phrase, index) => ({ phrase, index, reading: describePhrase(phrase, prompt, share) }))
    .filter((r) => r.reading !== null);
  if (readings.length === 0) return null;
  return (
    <div>
      <Text fw={500} size="sm" mb={4}>
        Model answers of point {pointNumber}, as the engine reads them
      </Text>
      {share !== undefined && (
        <Text size="sm" c="dimmed" mb={4}>
          {shareSentence(share, fit)}
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

/** What the curriculum's teachers' marks taught about reading model answers, with the fit's figures when known. */
function shareSentence(share: number, fit: ConceptShare | null): string {
  const read = `Teachers’ marks in this curriculum show model answers read best at ${percent(share)} of their concepts`;
  if (!fit || fit.share !== share) return `${read}.`;
  const decisions = fit.decisions.toLocaleString('en-GB');
  return `${read} (${percent(fit.agreement)} agreement over ${decisions} decisions, ${percent(fit.default_agreement)} at the usual ${percent(fit.default_share)}).`;
}
