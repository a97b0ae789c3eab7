import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/auth/me';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAttempt } from '../api/get-attempt';
import { ExamScreen } from './ExamScreen';
import { SubmittedView } from './SubmittedView';

/** /student/assignments/:id: sit (or resume) the exam of assignment :id, or see that it was submitted. */
export function ExamPage() {
  const params = useParams();
  const assignmentId = Number(params.id);
  const me = useMe();
  const attempt = useAttempt(assignmentId);
  usePageTitle(attempt.data?.view.attempt.title ?? 'Exam');

  if (attempt.isPending || !me.data) return <PageLoader />;
  if (attempt.isError) {
    return (
      <Stack>
        <Title order={1}>Exam</Title>
        <Text>This exam could not be opened: {errorMessage(attempt.error)}</Text>
        <Anchor component={Link} to={routes.student.assignments}>
          Back to your assignments
        </Anchor>
      </Stack>
    );
  }
  const { view } = attempt.data;
  if (view.attempt.status === 'submitted' || view.attempt.status === 'marked' || view.attempt.submitted_at) {
    return <SubmittedView attempt={view.attempt} userId={me.data.id} />;
  }
  return <ExamScreen key={assignmentId} loaded={attempt.data} userId={me.data.id} />;
}
