import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { MarkingOverview } from '@markwell/contracts/marking';
import { useState } from 'react';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { errorMessage } from '../../../lib/api-client';
import { needsReviewCount, useReleaseMarks } from '../api/release-marks';
import { DANGER, SUCCESS, WARNING } from './colors';
import { dateTime, plural } from './format';

/**
 * Release the marks to the students (notification and e-mail), asking first while answers still
 * need review; take them back. The server refuses a release with answers needing review unless
 * confirmed, so a count that grew since the page loaded still asks.
 */
export function ReleaseControls({ overview }: { overview: MarkingOverview }) {
  const release = useReleaseMarks(overview.assignment_id);
  const [asking, setAsking] = useState<null | { kind: 'release'; review: number } | { kind: 'unrelease' }>(null);
  const [done, setDone] = useState('');
  const submitted = overview.students.filter((s) => s.state === 'submitted').length;

  function doRelease(confirm: boolean) {
    release.mutate(
      { release: true, confirm },
      {
        onSuccess: (r) => {
          setAsking(null);
          setDone(`Marks released to ${plural(r.attempts, 'student')}. They have been told.`);
        },
        onError: (e) => {
          const review = needsReviewCount(e);
          if (review !== null) setAsking({ kind: 'release', review });
        },
      },
    );
  }

  function start() {
    setDone('');
    release.reset();
    if (overview.needs_review > 0) setAsking({ kind: 'release', review: overview.needs_review });
    else doRelease(false);
  }

  const error = release.error && needsReviewCount(release.error) === null ? errorMessage(release.error) : null;

  return (
    <Stack gap="xs">
      <Text>
        {overview.released_at
          ? `Released ${dateTime(overview.released_at)}${overview.released_by ? ` by ${overview.released_by.name}` : ''}: students see their marks and feedback.`
          : 'Not released: students see no marks or feedback yet.'}{' '}
        {overview.needs_review > 0
          ? `${plural(overview.needs_review, 'answer')} still need review.`
          : 'No answer needs review.'}
      </Text>
      <Group gap="xs">
        <Button onClick={start} loading={release.isPending && asking === null} disabled={submitted === 0}>
          {overview.released_at ? 'Release again (with changes)' : 'Release marks'}
        </Button>
        {overview.released_at && (
          <Button
            variant="default"
            onClick={() => {
              setDone('');
              setAsking({ kind: 'unrelease' });
            }}
          >
            Take marks back
          </Button>
        )}
      </Group>
      <Text role="status" c={SUCCESS} fw={600} size="sm">
        {done}
      </Text>
      {error && (
        <Alert color={DANGER} role="alert">
          {error}
        </Alert>
      )}
      <AccessibleModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking?.kind === 'unrelease' ? 'Take the marks back?' : 'Release with answers still to review?'}
      >
        {asking?.kind === 'release' ? (
          <Stack gap="sm">
            <Alert color={WARNING}>
              {plural(asking.review, 'answer')} still {asking.review === 1 ? 'needs' : 'need'} review: the students will
              see the engine’s marks for {asking.review === 1 ? 'it' : 'them'}.
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                Keep marking
              </Button>
              <Button color={WARNING} onClick={() => doRelease(true)} loading={release.isPending}>
                Release anyway
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text>Students will no longer see their marks and feedback until you release them again.</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                Cancel
              </Button>
              <Button
                color={DANGER}
                loading={release.isPending}
                onClick={() =>
                  release.mutate(
                    { release: false },
                    {
                      onSuccess: () => {
                        setAsking(null);
                        setDone('Marks taken back: students no longer see them.');
                      },
                    },
                  )
                }
              >
                Take marks back
              </Button>
            </Group>
          </Stack>
        )}
      </AccessibleModal>
    </Stack>
  );
}
