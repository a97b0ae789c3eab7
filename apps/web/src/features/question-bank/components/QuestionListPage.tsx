import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { QUESTIONS_PER_PAGE, useQuestionMafs } from '../api/get-question-mafs';
import { SUCCESS } from './colors';
import { QuestionBankNav } from './QuestionBankNav';
import { QuestionFilters } from './QuestionFilters';
import { QuestionListState } from './QuestionListState';
import { useListFilters } from './use-list-filters';

const EXCERPT = 120;
export const excerpt = (text: string, max = EXCERPT) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** /staff/questions: search, filter and page through the free-text questions. Filters live in the address. */
export function QuestionListPage() {
  usePageTitle('Question bank');
  const location = useLocation();
  const { filters, apply } = useListFilters();
  const list = useQuestionMafs(filters);
  const message = (location.state as { message?: string } | null)?.message;

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / QUESTIONS_PER_PAGE));
  return (
    <Stack gap="md">
      <Title order={1}>Question bank</Title>
      <QuestionBankNav />
      {message && (
        <Text role="status" fw={600} c={SUCCESS}>
          {message}
        </Text>
      )}

      <QuestionFilters filters={filters} apply={apply} withMarks />

      <QuestionListState list={list} page={filters.page} pages={pages} onPage={(page) => apply({ page })}>
        {(data) =>
          data.items.length > 0 && (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover>
                <Table.Caption>Free-text questions</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Question</Table.Th>
                    <Table.Th scope="col">Marks</Table.Th>
                    <Table.Th scope="col">Marking type</Table.Th>
                    <Table.Th scope="col">Marking points</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((q) => (
                    <Table.Tr key={q.id}>
                      <Table.Td>
                        <Anchor component={Link} to={routes.staff.question(q.id)}>
                          {excerpt(q.text)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{q.max_marks}</Table.Td>
                      <Table.Td>{q.marking_type === 'levelled' ? 'Levelled' : 'Points'}</Table.Td>
                      <Table.Td>{q.points_count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QuestionListState>
    </Stack>
  );
}
