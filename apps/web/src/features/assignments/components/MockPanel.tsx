import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMockOfAssignment } from '../../../api/get-mock-of-assignment';
import { useMockResults } from '../../../api/get-mock-results';
import { Loader } from '../../../components/Loader';
import { MockComparison } from '../../../components/MockComparison';
import { routes } from '../../../lib/paths';

/**
 * On a mock assignment's page (for those who may see its results): the mock session it sits and
 * the school's results beside every school's together. Nothing for an ordinary assignment.
 */
export function MockPanel({
  assignmentId,
  sitsMock,
  showResults,
}: {
  assignmentId: number;
  /** The assignment sits a mock session: only then is its session asked for. */
  sitsMock: boolean;
  showResults: boolean;
}) {
  const mock = useMockOfAssignment(sitsMock ? assignmentId : null);
  const sessionId = mock.data?.session.id ?? null;
  const results = useMockResults(showResults ? sessionId : null);
  if (!mock.data) return null;
  const s = mock.data.session;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="mock-panel-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="mock-panel-title">
          Mock exam: {s.name}
        </Title>
        <Text size="sm">
          Sat by several schools from {s.template_name}.{' '}
          <Anchor component={Link} to={routes.teacher.mocks}>
            Mock exams
          </Anchor>
        </Text>
        {showResults &&
          (results.data ? (
            <MockComparison results={results.data} caption="Your school beside all schools" />
          ) : (
            results.isPending && <Loader label="Loading the comparison…" />
          ))}
      </Stack>
    </Paper>
  );
}
