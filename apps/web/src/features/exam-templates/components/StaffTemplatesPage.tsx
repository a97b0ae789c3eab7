import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { QueryView } from '../../../components/QueryView';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCentralTemplates } from '../api/get-central-templates';
import { TEMPLATES_PER_PAGE } from '../api/get-exam-templates';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** /staff/exam-templates: the central templates every school sees, each opening its checkpoint links. */
export function StaffTemplatesPage() {
  usePageTitle('Central exam templates');
  const [page, setPage] = useState(1);
  const templates = useCentralTemplates({ page });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Central exam templates</Title>
        <Button component={Link} to={routes.staff.newExamTemplate}>
          New central template
        </Button>
      </Group>
      <Text>
        Every school can set these templates. Build one from the question bank, or open one to edit it or make it the
        checkpoint of a topic: the end-of-topic exam teachers follow on their dashboards.
      </Text>
      <QueryView query={templates}>
        {(result) =>
          result.items.length === 0 ? (
            <Text>No central templates yet.</Text>
          ) : (
            <>
              <Table.ScrollContainer minWidth={560}>
                <Table striped withTableBorder aria-label="Central exam templates">
                  <ColumnHeads labels={['Template', 'Questions', 'Marks']} />
                  <Table.Tbody>
                    {result.items.map((t) => (
                      <Table.Tr key={t.id}>
                        <Table.Td>
                          <Anchor component={Link} to={routes.staff.examTemplate(t.id)}>
                            {t.name}
                          </Anchor>
                          {t.archived_at && <Text span> (archived)</Text>}
                        </Table.Td>
                        <Table.Td>{t.question_count}</Table.Td>
                        <Table.Td>{t.total_marks}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <PrevNextPager
                page={result.page}
                pages={Math.max(1, Math.ceil(result.total / TEMPLATES_PER_PAGE))}
                onPage={setPage}
                label="Central exam template pages"
              />
            </>
          )
        }
      </QueryView>
    </Stack>
  );
}
