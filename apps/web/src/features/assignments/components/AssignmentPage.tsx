import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, relativeTime } from '@markwell/domain/time/index';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Loader } from '../../../components/Loader';
import { NotFound } from '../../../components/NotFound';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { DANGER } from '../../../lib/text-colours';
import { useAssignment, type Assignment, type AssignmentStudent } from '../api/get-assignment';
import { DeleteAssignment } from './DeleteAssignment';
import { MockPanel } from './MockPanel';
import { dateTime, minutesLabel, plural } from './format';
import { SetToRows } from './SetToRows';
import { PracticeView } from './PracticeView';
import { SendEmails } from './SendEmails';
import './assignments.css';

/** Ticks every 30 s so "last saved 2 min. ago" stays true between refreshes. */
function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const byName = (a: AssignmentStudent, b: AssignmentStudent) => a.name.localeCompare(b.name);

function StudentGroup({
  title,
  students,
  detail,
  empty,
}: {
  title: string;
  students: AssignmentStudent[];
  detail?: (s: AssignmentStudent) => string;
  empty: string;
}) {
  const id = `group-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title} ({students.length})
      </Title>
      {students.length === 0 ? (
        <Text size="sm" mt="xs">
          {empty}
        </Text>
      ) : (
        <ul className="assignment-students">
          {students.map((s) => (
            <li key={s.student_id}>
              <Text size="sm" span fw={500}>
                {s.name}
              </Text>
              {detail && (
                <Text size="xs" c="dimmed" component="span" display="block">
                  {detail(s)}
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}

function Progress({ assignment, now }: { assignment: Assignment; now: Date }) {
  const students = [...assignment.students].sort(byName);
  const notStarted = students.filter((s) => s.status === 'to_do');
  const sitting = students.filter((s) => s.status === 'in_progress');
  const submitted = students.filter((s) => s.status === 'submitted' || s.status === 'marked');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <StudentGroup title="Not started" students={notStarted} empty="Everyone has started." />
      <StudentGroup
        title="Sitting now"
        students={sitting}
        empty="Nobody is sitting it right now."
        detail={(s) =>
          s.last_saved_at
            ? `Last saved ${relativeTime(s.last_saved_at, now)}`
            : `Started ${s.started_at ? relativeTime(s.started_at, now) : ''}, nothing saved yet`
        }
      />
      <StudentGroup
        title="Submitted"
        students={submitted}
        empty="No submissions yet."
        detail={(s) => (s.submitted_at ? `Submitted ${dateTime(s.submitted_at)}` : 'Submitted')}
      />
    </SimpleGrid>
  );
}

/**
 * /teacher/assignments/:id: the assignment's set-up and, live (refreshed every 10 s while the tab
 * is visible), who has not started, who is sitting it (with their last save) and who has submitted.
 */
export function AssignmentPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const assignment = useAssignment(valid ? id : null, { live: true });
  const now = useNow();
  usePageTitle(assignment.data?.title ?? 'Assignment');

  if (!valid) return <NotFound />;
  if (assignment.error instanceof ApiError && assignment.error.status === 404) return <NotFound />;
  if (assignment.isPending) return <Loader label="Loading the assignment…" />;
  if (assignment.isError)
    return (
      <Alert color={DANGER} role="alert">
        The assignment could not be loaded: {errorMessage(assignment.error)}
      </Alert>
    );
  const a = assignment.data;
  if (a.kind === 'practice')
    return <PracticeView assignment={a} now={now} updatedAt={formatDate(assignment.dataUpdatedAt, 'HH:mm:ss')} />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={routes.teacher.assignments}>
        Assignments
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{a.title}</Title>
        <Group gap="xs">
          {a.can_mark && (
            <>
              <Button component={Link} to={routes.teacher.assignmentMarking(a.id)}>
                Mark{a.submitted_count ? ` (${a.submitted_count} submitted)` : ''}
              </Button>
              <Button component={Link} to={routes.teacher.assignmentResults(a.id)} variant="default">
                Results
              </Button>
            </>
          )}
          <Button component={Link} to={routes.teacher.editAssignment(a.id)} variant="default">
            Change
          </Button>
          <DeleteAssignment id={a.id} title={a.title} />
        </Group>
      </Group>
      {!a.can_mark && (
        <Text>
          Marking and results are for the teacher who set this assignment, the teachers of its classes and school
          admins.
        </Text>
      )}
      <MockPanel assignmentId={a.id} sitsMock={a.mock_session_id !== null} showResults={a.can_mark} />
      <Paper withBorder p="md">
        <Table variant="vertical" layout="fixed" withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>Template</Table.Th>
              <Table.Td>
                <Anchor component={Link} to={routes.teacher.examTemplate(a.template_id ?? 0)}>
                  {a.template_name}
                </Anchor>{' '}
                ({plural(a.question_count, 'question')}, {plural(a.total_marks, 'mark')})
              </Table.Td>
            </Table.Tr>
            <SetToRows assignment={a} now={now} />
            <Table.Tr>
              <Table.Th>Time limit</Table.Th>
              <Table.Td>
                {minutesLabel(a.time_limit_seconds)}
                {a.one_per_page ? '; one question per page' : ''}
              </Table.Td>
            </Table.Tr>
            {a.extra_time.length > 0 && (
              <Table.Tr>
                <Table.Th>Extra time</Table.Th>
                <Table.Td>
                  {a.extra_time
                    .map(
                      (e) =>
                        `${e.student_name}: ${e.extra_minutes !== null ? plural(e.extra_minutes, 'minute') : `${e.extra_percent}%`}`,
                    )
                    .join('; ')}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Paper>
      <SendEmails id={a.id} />
      <Group justify="space-between">
        <Text role="status">
          {a.submitted_count} of {plural(a.student_count, 'student')} submitted, {a.started_count} started.
        </Text>
        <Text size="sm" c="dimmed">
          Updates every 10 seconds; last at {formatDate(assignment.dataUpdatedAt, 'HH:mm:ss')}
        </Text>
      </Group>
      <Progress assignment={a} now={now} />
    </Stack>
  );
}
