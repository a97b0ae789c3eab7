import { DANGER, SUCCESS, WARNING } from '../../../lib/text-colours';
import type { MachinePhrase } from '@markwell/contracts/questions';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useUpdateMachinePhrase } from '../api/update-machine-phrase';

const STATUS_COLOR = { proposed: WARNING, accepted: SUCCESS, rejected: 'gray' } as const;

/**
 * The machine phrases learnt for one marking point, with accept / reject. Accepted ones take part
 * in marking (and in "try an answer" at once).
 */
export function MachinePhrasesOfPoint({
  pointLabel,
  phrases,
  onUpdated,
}: {
  pointLabel: string;
  phrases: MachinePhrase[];
  onUpdated: (phrase: MachinePhrase) => void;
}) {
  const update = useUpdateMachinePhrase();
  if (phrases.length === 0) {
    return (
      <Text size="sm">
        No machine phrases yet: they are proposed when teachers award this point to answers the engine missed.
      </Text>
    );
  }
  const decide = (phrase: MachinePhrase, status: 'accepted' | 'rejected') =>
    update.mutate({ id: phrase.id, body: { status } }, { onSuccess: onUpdated });
  const busy = (phrase: MachinePhrase) => update.isPending && update.variables?.id === phrase.id;

  return (
    <ul aria-label={`Machine phrases of ${pointLabel.toLowerCase()}`} style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {phrases.map((phrase) => (
        <li key={phrase.id}>
          <Group gap="xs" wrap="wrap">
            <Text span>“{phrase.phrase}”</Text>
            <Badge variant="light" color={STATUS_COLOR[phrase.status]}>
              {phrase.status}
            </Badge>
            {phrase.status !== 'accepted' && (
              <Button
                size="compact-sm"
                variant="light"
                color={SUCCESS}
                loading={busy(phrase)}
                onClick={() => decide(phrase, 'accepted')}
                aria-label={`Accept machine phrase “${phrase.phrase}”`}
              >
                Accept
              </Button>
            )}
            {phrase.status !== 'rejected' && (
              <Button
                size="compact-sm"
                variant="light"
                color={DANGER}
                loading={busy(phrase)}
                onClick={() => decide(phrase, 'rejected')}
                aria-label={`Reject machine phrase “${phrase.phrase}”`}
              >
                Reject
              </Button>
            )}
          </Group>
        </li>
      ))}
    </ul>
  );
}
