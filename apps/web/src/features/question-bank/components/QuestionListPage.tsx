import { DANGER, SUCCESS } from './colors';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Loader } from '../../../components/Loader';
import { errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  filtersFromSearchParams,
  QUESTIONS_PER_PAGE,
  useQuestionMafs,
  type QuestionListFilters,
} from '../api/get-question-mafs';
import { LinkSelects } from './LinkSelects';
import { QuestionBankNav } from './QuestionBankNav';

const EXCERPT = 120;
export const excerpt = (text: string, max = EXCERPT) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

const MARK_OPTIONS = [
  { value: '', label: 'Any marks' },
  ...Array.from({ length: 21 }, (_, i) => ({ value: String(i), label: String(i) })),
];

/** /staff/questions: search, filter and page through the free-text questions. Filters live in the address. */
export function QuestionListPage() {
  usePageTitle('Question bank');
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearchParams(params);
  const [search, setSearch] = useState(filters.query ?? '');
  const list = useQuestionMafs(filters);
  const message = (location.state as { message?: string } | null)?.message;

  /** Changes filters; any change but paging goes back to page 1. */
  function apply(change: Partial<QuestionListFilters>) {
    const next: QuestionListFilters = { ...filters, page: 1, ...change };
    const out = new URLSearchParams();
    if (next.query) out.set('query', next.query);
    if (next.curricula) out.set('curricula', String(next.curricula));
    if (next.course) out.set('course', String(next.course));
    if (next.lesson) out.set('lesson', String(next.lesson));
    if (next.marks !== undefined) out.set('marks', String(next.marks));
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({ query: search.trim() || undefined });
  }

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

      <form onSubmit={submit} role="search" aria-label="Find questions">
        <Stack gap="sm">
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Search"
              placeholder="Words in the question"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: 1 }}
              maw={480}
            />
            <Button type="submit">Search</Button>
          </Group>
          <Group align="flex-start" gap="md" wrap="wrap">
            <div style={{ flex: 3, minWidth: 320 }}>
              <LinkSelects
                value={{
                  curriculaId: filters.curricula ?? null,
                  courseId: filters.course ?? null,
                  lessonId: filters.lesson ?? null,
                }}
                onChange={(links) =>
                  apply({
                    curricula: links.curriculaId ?? undefined,
                    course: links.courseId ?? undefined,
                    lesson: links.lessonId ?? undefined,
                  })
                }
                empty={{ curricula: 'Any curriculum', course: 'Any course', lesson: 'Any lesson' }}
              />
            </div>
            <NativeSelect
              label="Marks"
              value={filters.marks === undefined ? '' : String(filters.marks)}
              onChange={(e) =>
                apply({ marks: e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value) })
              }
              data={MARK_OPTIONS}
              w={140}
            />
          </Group>
        </Stack>
      </form>

      {list.isPending ? (
        <Loader label="Loading questions…" />
      ) : list.isError ? (
        <Alert color={DANGER} role="alert">
          The questions could not be loaded: {errorMessage(list.error)}
        </Alert>
      ) : (
        <>
          <Text role="status">
            {total === 0
              ? 'No questions match.'
              : `${total} question${total === 1 ? '' : 's'}; page ${filters.page} of ${pages}.`}
          </Text>
          {list.data.items.length > 0 && (
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
                  {list.data.items.map((q) => (
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
          )}
          {pages > 1 && (
            <Group component="nav" aria-label="Pages" gap="xs">
              <Button variant="default" disabled={filters.page <= 1} onClick={() => apply({ page: filters.page - 1 })}>
                Previous page
              </Button>
              <Text>
                Page {filters.page} of {pages}
              </Text>
              <Button
                variant="default"
                disabled={filters.page >= pages}
                onClick={() => apply({ page: filters.page + 1 })}
              >
                Next page
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
