import { Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { QUESTIONS_PER_PAGE, useQuestionMafs } from '../api/get-question-mafs';
import { SUCCESS } from '../../../lib/text-colours';
import { QuestionBankNav } from './QuestionBankNav';
import { QuestionFilters } from './QuestionFilters';
import { QuestionListState, questionListPages } from './QuestionListState';
import { QuestionMafTable } from './QuestionMafTable';
import { useListFilters } from './use-list-filters';

/** /staff/questions: search, filter and page through the free-text questions. Filters live in the address. */
export function QuestionListPage() {
  usePageTitle('Question bank');
  const location = useLocation();
  const { filters, apply } = useListFilters();
  const list = useQuestionMafs(filters);
  const message = (location.state as { message?: string } | null)?.message;

  const pages = questionListPages(list.data, filters.page, QUESTIONS_PER_PAGE);
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
        {(data) => <QuestionMafTable items={data.items} linkTo={routes.staff.question} />}
      </QuestionListState>
    </Stack>
  );
}
