import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useResetWordModel, type PointWordModel } from '../api/word-models';
import { DANGER } from '../../../lib/text-colours';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const keys = (list: { key: string }[]) => list.map((k) => `“${k.key}”`).join(', ');

/**
 * Whether a marking point is marked with word weights learnt from teacher-marked answers, and
 * what they are: how many answers they were fitted on, how often they agree with the teachers
 * (cross-validated) beside the phrases alone, and the words weighing most for and against the
 * point. Content staff may reset them; the point is then marked by its phrases alone.
 */
export function LearntWeightsOfPoint({
  pointLabel,
  pointId,
  model,
  canReset,
}: {
  pointLabel: string;
  pointId: number;
  model: PointWordModel | undefined;
  canReset: boolean;
}) {
  const reset = useResetWordModel();
  if (!model) {
    return (
      <Text size="sm">
        No learnt word weights in use: they are fitted once teachers have marked at least 10 answers, some earning the
        point and some not, and kept only when they agree with the teachers at least as often as the phrases alone.
      </Text>
    );
  }
  const name = pointLabel.toLowerCase();
  return (
    <Stack gap={4} aria-label={`Learnt word weights of ${name}`} role="group">
      <Text size="sm">
        <strong>Learnt word weights in use</strong>, fitted on {model.answers} teacher-marked answers. Tested on answers
        held out, they agree with the teachers on {percent(model.agreement)} of them; the phrases alone on{' '}
        {percent(model.phrases_agreement)}.
      </Text>
      <Text size="sm">
        Words weighing for the point: {model.for.length ? keys(model.for) : 'none'}. Words weighing against it:{' '}
        {model.against.length ? keys(model.against) : 'none'}.
      </Text>
      {canReset && (
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            color={DANGER}
            loading={reset.isPending}
            onClick={() => reset.mutate(pointId)}
            aria-label={`Reset learnt weights of ${name}`}
          >
            Reset learnt weights
          </Button>
          <Text size="xs">The point is then marked by its phrases until teachers’ marking fits new weights.</Text>
        </Group>
      )}
      {reset.isError && (
        <Alert color={DANGER} role="alert">
          The weights could not be reset: {errorMessage(reset.error)}
        </Alert>
      )}
    </Stack>
  );
}
