import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MOCK_NOT_FOUND_MESSAGE, useMockOfAssignment } from '../../../api/get-mock-of-assignment';
import { useMockResults } from '../../../api/get-mock-results';
import { useSchoolGroups } from '../../../api/get-school-groups';
import { Loader } from '../../../components/Loader';
import { MockComparison } from '../../../components/MockComparison';
import { QueryView } from '../../../components/QueryView';
import { ToneBadge } from '../../../components/StatusBadge';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/auth/me';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAvailableMocks, type AvailableMock } from '../api/get-available-mocks';
import { useSetMock } from '../api/set-mock';
import { RemoveMockAssignment } from './RemoveMockAssignment';
import { minutesLabel, plural, STATE_BADGE, windowLabel } from './format';
import { DANGER } from '../../../lib/text-colours';

/**
 * /teacher/mocks and /school/mocks: the mock sessions offered to the school, set to classes as an
 * ordinary assignment, with the school's results beside every school's. `?assignment=` opens on
 * the mock of one assignment (a link that outlived its mock says so).
 */
export function SchoolMocksPage() {
  usePageTitle('Mock exams');
  const [params] = useSearchParams();
  const raw = Number(params.get('assignment'));
  const focus = Number.isInteger(raw) && raw > 0 ? raw : null;
  const mocks = useAvailableMocks();
  return (
    <Stack gap="md">
      <Title order={1}>Mock exams</Title>
      <Text>
        Mock exams are sat by several schools on the same paper within the same dates. Set one to your classes: it
        becomes an assignment your students sit and you mark as usual, and you see your results beside every school’s
        average.
      </Text>
      {params.has('assignment') && <FocusedMock assignmentId={focus} />}
      <QueryView query={mocks}>
        {(list) =>
          list.length === 0 ? (
            <Text>
              No mock exam is offered to your school at the moment. Content staff offer them to schools; ask them if you
              expected one.
            </Text>
          ) : (
            <Stack gap="md">
              {list.map((m) => (
                <MockCard key={m.session.id} mock={m} />
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}

/** The mock an assignment sits, or SPEC's message when it sits none (or is not the school's). */
function FocusedMock({ assignmentId }: { assignmentId: number | null }) {
  const mock = useMockOfAssignment(assignmentId);
  if (assignmentId !== null && mock.isPending) return <Loader label="Finding the mock exam…" />;
  if (assignmentId === null || mock.data === null || (mock.isError && isApiError(mock.error)))
    return (
      <Alert color={DANGER} role="alert">
        {MOCK_NOT_FOUND_MESSAGE}
      </Alert>
    );
  if (!mock.data) return null;
  return (
    <Alert color="blue" title="Mock exam of this assignment">
      {mock.data.session.name} ({windowLabel(mock.data.session)}): see it below.
    </Alert>
  );
}

function MockCard({ mock }: { mock: AvailableMock }) {
  const s = mock.session;
  const me = useMe();
  const teacherPages = me.data?.role === 'teacher';
  const badge = STATE_BADGE[s.state];
  const titleId = `mock-${s.id}-title`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h3" id={titleId}>
            {s.name}
          </Title>
          <ToneBadge tone={badge.tone}>{badge.label}</ToneBadge>
        </Group>
        <Text>
          {s.template_name}: {plural(s.question_count, 'question')}, {plural(s.total_marks, 'mark')};{' '}
          {minutesLabel(s.time_limit_seconds)}. {windowLabel(s)}.
        </Text>
        {mock.assignments.length > 0 ? (
          <Stack gap={4}>
            <Text fw={700}>Set in your school</Text>
            {mock.assignments.map((a) => (
              <Group key={a.assignment_id} gap="sm">
                <Text>
                  {teacherPages ? (
                    <Anchor component={Link} to={routes.teacher.assignment(a.assignment_id)}>
                      {a.title}
                    </Anchor>
                  ) : (
                    a.title
                  )}
                  : {a.classes.join(', ') || 'no class'}
                </Text>
                {(a.created_by_me || me.data?.role === 'schooladmin') && (
                  <RemoveMockAssignment assignmentId={a.assignment_id} title={a.title} />
                )}
              </Group>
            ))}
          </Stack>
        ) : (
          <Text>Your school has not set it yet.</Text>
        )}
        {s.state !== 'closed' && (
          <SetToClasses sessionId={s.id} alreadySet={new Set(mock.assignments.flatMap((a) => a.group_ids))} />
        )}
        {mock.set && <SchoolResults sessionId={s.id} />}
      </Stack>
    </Paper>
  );
}

/** The school's classes to set a mock to; a class that already has it is shown, not offered again. */
function SetToClasses({ sessionId, alreadySet }: { sessionId: number; alreadySet: ReadonlySet<number> }) {
  const groups = useSchoolGroups();
  const [chosen, setChosen] = useState<string[]>([]);
  const set = useSetMock(sessionId);
  const fieldError = isApiError(set.error) ? set.error.errors?.[0]?.message : undefined;
  function submit(event: FormEvent) {
    event.preventDefault();
    set.mutate({ group_ids: chosen.map(Number) }, { onSuccess: () => setChosen([]) });
  }
  if (groups.isPending) return <Loader label="Loading your classes…" />;
  if (!groups.data?.length) return <Text size="sm">You have no classes to set it to yet.</Text>;
  return (
    <form onSubmit={submit} aria-label={`Set mock ${sessionId} to classes`}>
      <Stack gap="xs">
        <Checkbox.Group label="Set it to" value={chosen} onChange={setChosen}>
          <Group gap="md" mt={4}>
            {groups.data.map((g) => (
              <Checkbox
                key={g.id}
                value={String(g.id)}
                disabled={alreadySet.has(g.id)}
                label={`${g.name} (${alreadySet.has(g.id) ? 'already set' : plural(g.studentsCount, 'student')})`}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Text size="sm">
          Students get it as an assignment open for the whole mock window, with the mock’s time limit.
        </Text>
        {set.isError && (
          <Text c={DANGER} size="sm" role="alert">
            {fieldError ?? errorMessage(set.error)}
          </Text>
        )}
        {set.isSuccess && (
          <Text c="green.9" size="sm" role="status">
            Set. It is now in your assignments.
          </Text>
        )}
        <Group>
          <Button type="submit" disabled={chosen.length === 0} loading={set.isPending}>
            Set to {chosen.length === 1 ? '1 class' : chosen.length ? `${chosen.length} classes` : 'classes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SchoolResults({ sessionId }: { sessionId: number }) {
  const results = useMockResults(sessionId);
  if (results.isPending) return <Loader label="Loading the results…" />;
  if (results.isError)
    return (
      <Text c={DANGER} size="sm" role="alert">
        {errorMessage(results.error)}
      </Text>
    );
  return <MockComparison results={results.data} caption="Your school beside all schools" />;
}
