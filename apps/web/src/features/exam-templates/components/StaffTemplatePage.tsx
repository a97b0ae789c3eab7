import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Loader } from '../../../components/Loader';
import { NotFound } from '../../../components/NotFound';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useExamTemplate } from '../api/get-exam-template';
import { CheckpointTopicsPanel } from './CheckpointTopicsPanel';
import { DANGER } from '../../../lib/text-colours';

const positiveId = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** /staff/exam-templates/:id: one central template and the topics it is the checkpoint of. */
export function StaffTemplatePage() {
  const id = positiveId(useParams().id);
  const template = useExamTemplate(id);
  usePageTitle(template.data?.name ?? 'Central exam template');
  if (id === null) return <NotFound />;
  if (template.error instanceof ApiError && template.error.status === 404) return <NotFound />;
  if (template.isError)
    return (
      <Alert color={DANGER} role="alert">
        The template could not be loaded: {errorMessage(template.error)}
      </Alert>
    );
  if (!template.data) return <Loader label="Loading the template…" />;
  const t = template.data;
  if (!t.central) return <NotFound />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routes.staff.examTemplates}>
        Central exam templates
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t.name}</Title>
        {t.editable && (
          <Button component={Link} to={routes.staff.editExamTemplate(t.id)}>
            Edit
          </Button>
        )}
      </Group>
      <Text>
        {t.question_count} {t.question_count === 1 ? 'question' : 'questions'}, {t.total_marks}{' '}
        {t.total_marks === 1 ? 'mark' : 'marks'}
        {t.archived_at ? '; archived' : ''}
      </Text>
      <CheckpointTopicsPanel template={t} />
    </Stack>
  );
}
