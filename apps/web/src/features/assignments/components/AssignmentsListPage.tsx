import { Alert, Anchor, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { Loader } from '../../../components/Loader';
import { errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { DANGER } from '../../../lib/text-colours';
import { ASSIGNMENTS_PER_PAGE, useAssignments, type AssignmentWhen } from '../api/get-assignments';
import { LIVE_REFRESH_MS } from '../api/get-assignment';
import { dateTime, dueLabel, plural } from './format';
import { targetText } from './practice-form';
import { ColumnHeads } from '../../../components/ColumnHeads';
import { ListCount } from '../../../components/ListCount';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { TabBar } from '../../../components/TabBar';

const TABS: { value: AssignmentWhen; label: string }[] = [
  { value: 'current', label: 'Open now' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'all', label: 'All' },
];
const WHENS = TABS.map((t) => t.value);

/**
 * /teacher/assignments: the exams and practice a teacher has set, open now / upcoming / past, with how many
 * students have started and submitted and how many submissions wait for marks (refreshed every 10 s while
 * the tab is visible). `?to_mark=1` keeps only those with work to mark (the home's "To mark" leads here).
 */
export function AssignmentsListPage() {
  usePageTitle('Assignments');
  const [params, setParams] = useSearchParams();
  const rawWhen = params.get('when') as AssignmentWhen | null;
  const when: AssignmentWhen = rawWhen && WHENS.includes(rawWhen) ? rawWhen : 'current';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const toMark = params.get('to_mark') === '1';
  const list = useAssignments({ when, toMark, page }, LIVE_REFRESH_MS);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / ASSIGNMENTS_PER_PAGE));
  const go = (next: { when?: AssignmentWhen; toMark?: boolean; page?: number }) => {
    const out = new URLSearchParams();
    const w = next.when ?? when;
    if (w !== 'current') out.set('when', w);
    if (next.toMark ?? toMark) out.set('to_mark', '1');
    if ((next.page ?? 1) > 1) out.set('page', String(next.page));
    setParams(out);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Assignments</Title>
        <Group gap="xs">
          <Button component={Link} to={routes.teacher.examTemplates}>
            Set an exam
          </Button>
          <Button component={Link} to={routes.teacher.newPractice} variant="default">
            Set practice
          </Button>
        </Group>
      </Group>
      <Text>
        Exams and practice you have set. Choose a template under “Set an exam” to set an exam; “Set practice” sets
        lessons to read and practise to a target.
      </Text>
      <TabBar value={when} tabs={TABS} label="Which assignments" onChange={(w) => go({ when: w })} />
      <Checkbox
        label="Only those with work to mark"
        checked={toMark}
        onChange={(e) => go({ toMark: e.currentTarget.checked })}
      />
      {list.isPending ? (
        <Loader label="Loading assignments…" />
      ) : list.isError ? (
        <Alert color={DANGER} role="alert">
          The assignments could not be loaded: {errorMessage(list.error)}
        </Alert>
      ) : (
        <>
          <ListCount
            total={list.data.total}
            noun="assignment"
            page={page}
            pages={pages}
            empty={toMark ? 'Nothing waits for marks here.' : 'No assignments here.'}
          />
          {list.data.items.length > 0 && (
            <Table.ScrollContainer minWidth={720}>
              <Table striped>
                <ColumnHeads labels={['Title', 'Kind', 'Set to', 'Opens', 'Due', 'Started', 'Submitted', 'To mark']} />
                <Table.Tbody>
                  {list.data.items.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>
                        <Anchor component={Link} to={routes.teacher.assignment(a.id)}>
                          {a.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{a.kind === 'practice' ? 'Practice' : 'Exam'}</Table.Td>
                      <Table.Td>{a.targets.map((t) => t.label).join(', ')}</Table.Td>
                      <Table.Td>{dateTime(a.opens_at)}</Table.Td>
                      <Table.Td>{dueLabel(a.due_at)}</Table.Td>
                      {a.kind === 'practice' ? (
                        <Table.Td colSpan={3}>
                          {plural(a.practice?.lessons.length ?? 0, 'lesson')}; target: {targetText(a.practice!)}
                        </Table.Td>
                      ) : (
                        <>
                          <Table.Td>
                            {a.started_count} of {a.student_count}
                          </Table.Td>
                          <Table.Td>
                            {a.submitted_count} of {a.student_count}
                          </Table.Td>
                          <Table.Td>
                            {a.to_mark_count > 0 ? (
                              <Anchor
                                component={Link}
                                to={routes.teacher.assignmentMarking(a.id)}
                                aria-label={`${plural(a.to_mark_count, 'submission')} to mark: ${a.title}`}
                              >
                                {a.to_mark_count}
                              </Anchor>
                            ) : (
                              0
                            )}
                          </Table.Td>
                        </>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PrevNextPager page={page} pages={pages} onPage={(p) => go({ page: p })} />
        </>
      )}
    </Stack>
  );
}
