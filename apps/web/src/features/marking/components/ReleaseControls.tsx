import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { MarkingOverview } from '@markwell/contracts/marking';
import { useState } from 'react';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { errorMessage } from '../../../lib/api-client';
import { releaseConfirmOf, useReleaseMarks } from '../api/release-marks';
import { DANGER, SUCCESS, WARNING } from '../../../lib/text-colours';
import { dateTime, plural } from './format';

type Asking = null | { kind: 'release'; review: number; closesAt: string | null } | { kind: 'unrelease' };

/**
 * Release the marks to the students (notification and e-mail), asking first when the server says
 * so: while the work is still open for students to sit (what they will see, and whether to show
 * the mark scheme at once) or answers still need review. Take them back.
 */
export function ReleaseControls({ overview }: { overview: MarkingOverview }) {
  const release = useReleaseMarks(overview.assignment_id);
  const [asking, setAsking] = useState<Asking>(null);
  const [showScheme, setShowScheme] = useState(false);
  const [done, setDone] = useState('');
  const submitted = overview.students.filter((s) => s.state === 'submitted').length;
  // the server's one count, the home's and the list's: a submission waits for marks until they are released
  const waiting = overview.to_mark_count;

  function doRelease(confirm: boolean) {
    release.mutate(
      { release: true, confirm, showScheme: confirm && showScheme },
      {
        onSuccess: (r) => {
          setAsking(null);
          setDone(`Marks released to ${plural(r.attempts, 'student')}. They have been told.`);
        },
        onError: (e) => {
          const ask = releaseConfirmOf(e);
          if (ask) setAsking({ kind: 'release', review: ask.needs_review, closesAt: ask.closes_at ?? null });
        },
      },
    );
  }

  function start() {
    setDone('');
    setShowScheme(false);
    release.reset();
    // the server knows whether the work is still open and what needs review: it asks, we show
    doRelease(false);
  }

  const error = release.error && releaseConfirmOf(release.error) === null ? errorMessage(release.error) : null;
  const title =
    asking?.kind === 'unrelease'
      ? 'Take the marks back?'
      : asking?.closesAt
        ? 'Release while the work is still open?'
        : 'Release with answers still to review?';

  return (
    <Stack gap="xs">
      <Text>
        {overview.released_at
          ? `Released ${dateTime(overview.released_at)}${overview.released_by ? ` by ${overview.released_by.name}` : ''}: students see their marks and feedback.`
          : 'Not released: students see no marks or feedback yet.'}{' '}
        {waiting > 0 ? `${plural(waiting, 'submission')} waiting for marks (not released). ` : ''}
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
      <AccessibleModal opened={asking !== null} onClose={() => setAsking(null)} title={title}>
        {asking?.kind === 'release' ? (
          <Stack gap="sm">
            {asking.closesAt && (
              <>
                <Text>
                  This work is still open until {dateTime(asking.closesAt)}: students who have not submitted can still
                  sit it. Students who submitted will see their marks and feedback now; they see the mark scheme and
                  correct answers once it closes for everyone.
                </Text>
                <Checkbox
                  label="Show the mark scheme and correct answers now"
                  checked={showScheme}
                  onChange={(e) => setShowScheme(e.currentTarget.checked)}
                />
              </>
            )}
            {asking.review > 0 && (
              <Alert color={WARNING}>
                {plural(asking.review, 'answer')} still {asking.review === 1 ? 'needs' : 'need'} review: the students
                will see the engine’s marks for {asking.review === 1 ? 'it' : 'them'}.
              </Alert>
            )}
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
