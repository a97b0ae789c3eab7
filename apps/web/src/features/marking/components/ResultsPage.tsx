import { Alert, Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AssignmentStatistic } from '@markwell/contracts/marking';
import { Link, useParams } from 'react-router';
import { routes } from '../../../lib/paths';
import { csvFileName, useCsvDownload } from '../../../lib/use-csv-download';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGradebookDownload } from '../api/download-gradebook';
import { getStatisticCsv, useStatistic } from '../api/get-statistic';
import { DANGER } from '../../../lib/text-colours';
import { percent, plural } from './format';
import { MarkingBreadcrumbs } from './MarkingBreadcrumbs';
import { idParam, MarkingPageState } from './MarkingPageState';
import { TotalsChart } from './TotalsChart';
import './marking.css';
import { TableScroll } from '../../../components/TableScroll';
import { ColumnHeads } from '../../../components/ColumnHeads';

const num = (n: number | null, digits = 1) => (n === null ? '—' : String(Math.round(n * 10 ** digits) / 10 ** digits));

function Results({ stats: s }: { stats: AssignmentStatistic }) {
  const csv = useCsvDownload(() => getStatisticCsv(s.assignment_id), csvFileName(s.title, '-statistics'));
  const gradebook = useGradebookDownload(s.assignment_id);
  return (
    <Stack gap="md">
      <MarkingBreadcrumbs assignmentId={s.assignment_id} title={s.title} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Results: {s.title}</Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => void csv.download()} loading={csv.busy}>
            Download CSV
          </Button>
          <Button
            variant="default"
            onClick={() => void gradebook.download()}
            loading={gradebook.busy}
            title="Released marks as OneRoster 1.2 gradebook files (lineItems.csv and results.csv) for the school's information system"
          >
            OneRoster gradebook
          </Button>
        </Group>
      </Group>
      {gradebook.error && (
        <Alert color={DANGER} role="alert">
          The gradebook could not be downloaded: {gradebook.error}
        </Alert>
      )}
      {csv.error && (
        <Alert color={DANGER} role="alert">
          The CSV could not be downloaded: {csv.error}
        </Alert>
      )}
      <Text>
        {plural(s.attempts, 'attempt')} counted
        {s.no_credit ? ` (${s.no_credit} not for credit left out)` : ''}. Mean {num(s.mean)}, median {num(s.median)},
        standard deviation {num(s.sd)}, out of {s.max_marks}.
      </Text>
      {s.attempts === 0 ? (
        <Text>No submitted attempt counts yet: statistics appear once students have submitted.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder p="md">
            <TotalsChart distribution={s.distribution} />
          </Paper>
          <Paper withBorder p="md">
            <Text size="sm">
              <strong>Facility</strong>: the mean mark as a share of the maximum (high = easy).{' '}
              <strong>Discrimination</strong>: facility among the top 27% by total minus among the bottom 27% (near 0 or
              below: the question does not tell strong from weak students).
            </Text>
          </Paper>
        </SimpleGrid>
      )}
      <section aria-labelledby="per-question">
        <Title order={2} size="h3" id="per-question" mb="xs">
          Per question
        </Title>
        <TableScroll label="Per question">
          <Table striped className="mk-table">
            <ColumnHeads labels={['Question', 'Mean', 'Facility', 'Discrimination', 'Marking points awarded']} />
            <Table.Tbody>
              {s.questions.map((q) => (
                <Table.Tr key={q.question_id}>
                  <Table.Th scope="row">
                    <Anchor component={Link} to={routes.teacher.markQuestion(s.assignment_id, q.question_id)}>
                      Question {q.position}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>
                    {num(q.mean)} / {q.max_marks}
                  </Table.Td>
                  <Table.Td>{percent(q.facility)}</Table.Td>
                  <Table.Td>{num(q.discrimination, 2)}</Table.Td>
                  <Table.Td>
                    {q.points.length === 0 ? (
                      '—'
                    ) : (
                      <List size="sm" listStyleType="none">
                        {q.points.map((p) => (
                          <List.Item key={p.point_id}>
                            {p.number}. {p.text}: {percent(p.share)}
                          </List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </section>
    </Stack>
  );
}

/** /teacher/assignments/:id/results: item analysis of the attempts for credit, with a chart and a CSV. */
export function ResultsPage() {
  const params = useParams();
  const assignmentId = idParam(params.id);
  const stats = useStatistic(assignmentId);
  usePageTitle(stats.data ? `Results: ${stats.data.title}` : 'Results');
  return (
    <MarkingPageState query={stats} what="the results" valid={assignmentId !== null}>
      {(s) => <Results stats={s} />}
    </MarkingPageState>
  );
}
