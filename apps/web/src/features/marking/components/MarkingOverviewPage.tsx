import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { MarkingOverview } from '@markwell/contracts/marking';
import { Link, useParams } from 'react-router';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMarkingOverview } from '../api/get-marking-overview';
import { WARNING } from '../../../lib/text-colours';
import { marksOf } from './format';
import { MarkingBreadcrumbs } from './MarkingBreadcrumbs';
import { idParam, MarkingPageState } from './MarkingPageState';
import { ReleaseControls } from './ReleaseControls';
import './marking.css';
import { TableScroll } from '../../../components/TableScroll';
import { ColumnHeads } from '../../../components/ColumnHeads';

const STATE_LABEL = {
  not_started: 'Not started',
  in_progress: 'Sitting it',
  being_marked: 'Submitted, being marked',
  submitted: 'Submitted',
} as const;

const excerpt = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function Overview({ overview: o }: { overview: MarkingOverview }) {
  const id = o.assignment_id;
  return (
    <Stack gap="md">
      <MarkingBreadcrumbs assignmentId={id} title={o.title} marking={false} />
      <Title order={1}>Marking: {o.title}</Title>
      <Paper withBorder p="md" component="section" aria-labelledby="release-heading">
        <Title order={2} size="h4" id="release-heading" mb="xs">
          Release
        </Title>
        <ReleaseControls overview={o} />
      </Paper>
      <Group gap="md">
        <Anchor component={Link} to={routes.teacher.assignmentResults(id)}>
          Results and statistics
        </Anchor>
        <Anchor component={Link} to={routes.teacher.markQueries(id)}>
          Students’ queries
        </Anchor>
      </Group>

      <section aria-labelledby="by-question">
        <Title order={2} size="h3" id="by-question" mb="xs">
          Mark by question
        </Title>
        <TableScroll label="Mark by question">
          <Table striped className="mk-table">
            <ColumnHeads labels={['Question', 'Answers', 'Need review', 'Marked by a teacher', 'Mean']} />
            <Table.Tbody>
              {o.questions.map((q) => (
                <Table.Tr key={q.question_id}>
                  <Table.Td>
                    <Anchor component={Link} to={routes.teacher.markQuestion(id, q.question_id)}>
                      Question {q.position}
                    </Anchor>
                    <Text size="xs">{excerpt(q.text)}</Text>
                  </Table.Td>
                  <Table.Td>{q.answers}</Table.Td>
                  <Table.Td>
                    {q.needs_review > 0 ? (
                      <Badge variant="light" color={WARNING}>
                        {q.needs_review}
                      </Badge>
                    ) : (
                      0
                    )}
                  </Table.Td>
                  <Table.Td>{q.teacher_marked}</Table.Td>
                  <Table.Td>{q.mean === null ? '—' : marksOf(q.mean, q.max_marks)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </section>

      <section aria-labelledby="by-student">
        <Title order={2} size="h3" id="by-student" mb="xs">
          Mark by student
        </Title>
        <TableScroll label="Mark by student">
          <Table striped className="mk-table">
            <ColumnHeads labels={['Student', 'Where they are', 'Marks', 'Need review', 'For credit']} />
            <Table.Tbody>
              {o.students.map((s) => (
                <Table.Tr key={s.student_id}>
                  <Table.Td>
                    {s.state === 'submitted' ? (
                      <Anchor component={Link} to={routes.teacher.markStudent(id, s.student_id)}>
                        {s.name}
                      </Anchor>
                    ) : (
                      s.name
                    )}
                  </Table.Td>
                  <Table.Td>
                    {STATE_LABEL[s.state]}
                    {s.released ? ', released' : ''}
                  </Table.Td>
                  <Table.Td>{s.marks === null ? '—' : marksOf(s.marks, s.max_marks)}</Table.Td>
                  <Table.Td>{s.state === 'submitted' ? s.needs_review : '—'}</Table.Td>
                  <Table.Td>{s.no_credit ? 'No' : 'Yes'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </section>
    </Stack>
  );
}

/** /teacher/assignments/:id/marking: the questions and students to mark, and the release. */
export function MarkingOverviewPage() {
  const params = useParams();
  const assignmentId = idParam(params.id);
  const overview = useMarkingOverview(assignmentId);
  usePageTitle(overview.data ? `Marking: ${overview.data.title}` : 'Marking');
  return (
    <MarkingPageState query={overview} what="the marking" valid={assignmentId !== null}>
      {(o) => <Overview overview={o} />}
    </MarkingPageState>
  );
}
