import { Stack, Text, Title } from '@mantine/core';
import { routes } from '../../../../lib/paths';
import { usePageTitle } from '../../../../lib/use-page-title';
import { QUESTIONS_PER_PAGE, useQuestionMafs } from '../../api/get-question-mafs';
import { QuestionFilters } from '../QuestionFilters';
import { QuestionListState, questionListPages } from '../QuestionListState';
import { QuestionMafTable } from '../QuestionMafTable';
import { useListFilters } from '../use-list-filters';
import { Tip } from '../../../../components/Tip';

/**
 * /teacher/questions: the free-text questions of the curricula the teacher's school follows (the
 * API narrows the list), searched and filtered like the staff list; each opens read-only.
 */
export function TeacherQuestionListPage() {
  usePageTitle('Question bank');
  const { filters, apply } = useListFilters();
  const list = useQuestionMafs(filters);
  const pages = questionListPages(list.data, filters.page, QUESTIONS_PER_PAGE);
  return (
    <Stack gap="md">
      <Title order={1}>Question bank</Title>
      <Text>
        The questions of the curricula your school follows, with their mark schemes. Open one to see how the marking
        engine marks an answer, and to tell content staff when it misses a point an answer deserves.
      </Text>
      <Tip place="question-bank.teacher" />
      <QuestionFilters filters={filters} apply={apply} withMarks />
      <QuestionListState list={list} page={filters.page} pages={pages} onPage={(page) => apply({ page })}>
        {(data) => <QuestionMafTable items={data.items} linkTo={routes.teacher.question} />}
      </QuestionListState>
    </Stack>
  );
}
