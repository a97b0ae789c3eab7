import { Stack, Text, Title } from '@mantine/core';
import { routes } from '../../../../lib/paths';
import { usePageTitle } from '../../../../lib/use-page-title';
import { QUESTIONS_PER_PAGE } from '../../api/get-question-mafs';
import { useTeacherBank } from '../../api/get-teacher-bank';
import { QuestionFilters } from '../QuestionFilters';
import { QuestionListState, questionListPages } from '../QuestionListState';
import { TeacherBankTable } from './TeacherBankTable';
import { useListFilters } from '../use-list-filters';
import { Tip } from '../../../../components/Tip';

/**
 * /teacher/questions: the questions of the curricula the teacher's school follows (the API narrows
 * the lists), of every type (free text, multiple choice, numeric) or one, searched and filtered
 * like the staff list; free-text and numeric ones open read-only with their mark scheme.
 */
export function TeacherQuestionListPage() {
  usePageTitle('Question bank');
  const { filters, apply } = useListFilters();
  const list = useTeacherBank(filters);
  // Any type: each page holds page N of both lists, so there are as many as the longer has.
  const pages = Math.max(
    1,
    ...(list.data?.parts ?? []).map((p) => questionListPages(p, filters.page, QUESTIONS_PER_PAGE)),
  );
  return (
    <Stack gap="md">
      <Title order={1}>Question bank</Title>
      <Text>
        The questions of the curricula your school follows, with their mark schemes. Open one to see how the marking
        engine marks an answer, and to tell content staff when it misses a point an answer deserves.
      </Text>
      <Tip place="question-bank.teacher" />
      <QuestionFilters filters={filters} apply={apply} withMarks withType />
      <QuestionListState list={list} page={filters.page} pages={pages} onPage={(page) => apply({ page })}>
        {(data) => <TeacherBankTable items={data.items} linkTo={routes.teacher.question} />}
      </QuestionListState>
    </Stack>
  );
}
