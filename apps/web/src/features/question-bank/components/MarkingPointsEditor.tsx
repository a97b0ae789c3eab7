import { DANGER } from '../../../lib/text-colours';
import type { MachinePhrase } from '@markwell/contracts/questions';
import { Button, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useWordModels } from '../api/word-models';
import { LearntWeightsOfPoint } from './LearntWeightsOfPoint';
import { MachinePhrasesOfPoint } from './MachinePhrasesOfPoint';
import { ModelAnswerReading } from './ModelAnswerReading';
import { PhraseHelp } from './PhraseHelp';
import { PhraseListInput } from './PhraseListInput';
import { newPoint, type DraftErrors, type DraftPoint } from './question-draft';

/** Add, edit, remove and reorder the marking points of the question on screen. */
export function MarkingPointsEditor({
  questionId = null,
  prompt,
  conceptShare,
  points,
  onChange,
  errors,
  onMachineUpdated,
}: {
  /** The saved question's id (null while new): its points' learnt word weights are shown. */
  questionId?: number | null;
  /** The question text: words it holds are optional in a model answer. */
  prompt: string;
  /** How strictly the chosen curriculum reads model answers (none: the engine's default). */
  conceptShare?: number | undefined;
  points: DraftPoint[];
  onChange: (points: DraftPoint[]) => void;
  errors: DraftErrors;
  onMachineUpdated: (phrase: MachinePhrase) => void;
}) {
  const learnt = useWordModels(questionId);
  const update = (key: string, change: Partial<DraftPoint>) =>
    onChange(points.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...points];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    onChange(next);
  };

  return (
    <Stack gap="md">
      <PhraseHelp />
      {points.length === 0 && <Text>No marking points yet.</Text>}
      {points.map((point, index) => {
        const label = `Point ${index + 1}`;
        return (
          <Fieldset key={point.key} legend={label}>
            <Stack gap="sm">
              <Textarea
                label={`${label}: what it rewards`}
                autosize
                minRows={1}
                value={point.text}
                onChange={(e) => update(point.key, { text: e.currentTarget.value })}
                error={errors[`points.${point.key}.text`]}
                required
              />
              <TextInput
                label={`${label}: marks`}
                inputMode="numeric"
                w={160}
                value={point.marks}
                onChange={(e) => update(point.key, { marks: e.currentTarget.value.replace(/[^\d]/g, '').slice(0, 3) })}
                error={errors[`points.${point.key}.marks`]}
                required
              />
              <PhraseListInput
                label={`Accepted phrases of point ${index + 1}`}
                phrases={point.phrases}
                onChange={(phrases) => update(point.key, { phrases })}
              />
              <ModelAnswerReading
                pointNumber={index + 1}
                prompt={prompt}
                share={conceptShare}
                fit={learnt.data?.concept_share ?? null}
                phrases={point.phrases}
                onChange={(phrases) => update(point.key, { phrases })}
              />
              {point.id !== null && (
                <div>
                  <Text fw={500} size="sm" mb={4}>
                    Machine phrases
                  </Text>
                  <MachinePhrasesOfPoint
                    pointLabel={label}
                    phrases={point.machinePhrases}
                    onUpdated={onMachineUpdated}
                  />
                  <Text fw={500} size="sm" mt="sm" mb={4}>
                    Learnt word weights
                  </Text>
                  <LearntWeightsOfPoint
                    pointLabel={label}
                    pointId={point.id}
                    model={learnt.data?.points.find((m) => m.marking_point_id === point.id)}
                    canReset
                  />
                </div>
              )}
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Move up point ${index + 1}`}
                >
                  Move up
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={index === points.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move down point ${index + 1}`}
                >
                  Move down
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  color={DANGER}
                  onClick={() => onChange(points.filter((p) => p.key !== point.key))}
                  aria-label={`Remove point ${index + 1}`}
                >
                  Remove
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <Group>
        <Button variant="light" onClick={() => onChange([...points, newPoint()])}>
          Add marking point
        </Button>
      </Group>
    </Stack>
  );
}
