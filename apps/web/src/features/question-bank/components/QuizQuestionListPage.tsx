import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { QUESTIONS_PER_PAGE } from '../api/get-question-mafs';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { Choices } from './QuizChoices';
import { QuestionBankNav } from './QuestionBankNav';
import { QuestionFilters } from './QuestionFilters';
import { QuestionListState, questionListPages } from './QuestionListState';
import { excerpt } from './excerpt';
import { useListFilters } from './use-list-filters';
import { QuestionBankHeading } from './QuestionBankHeading';
import { ColumnHeads } from '../../../components/ColumnHeads';

/**
 * /staff/questions/quiz: the multiple-choice questions (imported from spreadsheets), searched and
 * filtered like the free-text list. Read-only: the API has no routes to edit them one by one.
 */
export function QuizQuestionListPage() {
  usePageTitle('Multiple-choice questions');
  const { filters, apply } = useListFilters();
  const list = useQuizQuestions(filters);
  const pages = questionListPages(list.data, filters.page, QUESTIONS_PER_PAGE);
  return (
    <Stack gap="md">
      <QuestionBankHeading title="Multiple-choice questions" />
      <QuestionBankNav />
      <Text>
        Quiz questions come from spreadsheet imports (
        <Anchor component={Link} to={routes.staff.questionImport}>
          Import questions
        </Anchor>
        , type “Multiple-choice quiz”); a re-import of a corrected file adds the questions that are new.
      </Text>
      <QuestionFilters filters={filters} apply={apply} />
      <QuestionListState list={list} page={filters.page} pages={pages} onPage={(page) => apply({ page })}>
        {(data) =>
          data.items.length > 0 && (
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="sm">
                <Table.Caption>Multiple-choice questions</Table.Caption>
                <ColumnHeads labels={['Question', 'Choices', 'Marks']} />
                <Table.Tbody>
                  {data.items.map((q) => (
                    <Table.Tr key={q.id}>
                      <Table.Td maw={420}>{excerpt(q.text, 240)}</Table.Td>
                      <Table.Td>
                        <Choices options={q.options} />
                      </Table.Td>
                      <Table.Td>{q.max_marks}</Table.Td>
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
