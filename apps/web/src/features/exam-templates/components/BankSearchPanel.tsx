import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Loader } from '../../../components/Loader';
import { errorMessage } from '../../../lib/api-client';
import { DANGER } from '../../../lib/text-colours';
import { BANK_PAGE_SIZE, useBankSearch, type BankSearch, type BankType } from '../api/search-bank';
import { CurriculumSelects } from './CurriculumSelects';
import { plural } from './format';
import { QUESTION_TYPE_LABEL, type DraftQuestion, type QuestionType } from './template-draft';
import { ListCount } from '../../../components/ListCount';
import { PrevNextPager } from '../../../components/PrevNextPager';

const TYPES: { value: BankType; label: string }[] = [
  { value: 'any', label: 'Any type' },
  ...(['text', 'choice', 'numeric'] as const satisfies readonly QuestionType[]).map((value) => ({
    value,
    label: QUESTION_TYPE_LABEL[value],
  })),
];

/**
 * Search the bank and add questions to a section of the template. Words apply on submit, the
 * selects at once; a question already in the template says so instead of offering "Add".
 */
export function BankSearchPanel({
  sectionTitles,
  inTemplate,
  onAdd,
  initial,
}: {
  sectionTitles: string[];
  inTemplate: (id: number) => boolean;
  onAdd: (question: DraftQuestion, sectionIndex: number) => void;
  initial?: { curricula?: number | undefined; course?: number | undefined };
}) {
  const [search, setSearch] = useState<BankSearch>({
    type: 'any',
    curricula: initial?.curricula,
    course: initial?.course,
    page: 1,
  });
  const [words, setWords] = useState('');
  const [target, setTarget] = useState(0);
  const results = useBankSearch(search);
  const apply = (change: Partial<BankSearch>) => setSearch((s) => ({ ...s, page: 1, ...change }));
  const section = Math.min(target, sectionTitles.length - 1);
  const counted = Math.max(1, Math.ceil((results.data?.total ?? 0) / BANK_PAGE_SIZE));
  // Past the server's count cap the next page stays reachable while this one is full.
  const pages =
    results.data?.pages ??
    (results.data?.totalCapped && results.data.items.length === BANK_PAGE_SIZE
      ? Math.max(counted, search.page + 1)
      : counted);

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({ query: words.trim() || undefined });
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bank-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="bank-heading">
          Question bank
        </Title>
        <form onSubmit={submit} role="search" aria-label="Search the question bank">
          <Stack gap="xs">
            <Group align="flex-end" gap="xs">
              <TextInput
                label="Words in the question"
                value={words}
                onChange={(e) => setWords(e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button type="submit">Search</Button>
            </Group>
            <NativeSelect
              label="Type"
              value={search.type}
              onChange={(e) => apply({ type: e.currentTarget.value as BankType })}
              data={TYPES}
            />
            <CurriculumSelects
              value={{
                curriculaId: search.curricula ?? null,
                courseId: search.course ?? null,
                lessonId: search.lesson ?? null,
              }}
              onChange={(l) =>
                apply({
                  curricula: l.curriculaId ?? undefined,
                  course: l.courseId ?? undefined,
                  lesson: l.lessonId ?? undefined,
                })
              }
            />
          </Stack>
        </form>
        {sectionTitles.length > 1 && (
          <NativeSelect
            label="Add questions to"
            value={String(section)}
            onChange={(e) => setTarget(Number(e.currentTarget.value))}
            data={sectionTitles.map((title, i) => ({ value: String(i), label: title || `Section ${i + 1}` }))}
          />
        )}
        {results.isPending ? (
          <Loader label="Searching the bank…" />
        ) : results.isError ? (
          <Alert color={DANGER} role="alert">
            The bank could not be searched: {errorMessage(results.error)}
          </Alert>
        ) : (
          <>
            <ListCount
              total={results.data.total}
              capped={results.data.totalCapped}
              noun="question"
              page={search.page}
              pages={pages}
              empty="No questions match."
            />
            <ul className="exam-bank-results" aria-label="Bank questions">
              {results.data.items.map((q) => (
                <li key={q.id}>
                  <Text size="sm">{q.text}</Text>
                  <Group gap="xs" justify="space-between">
                    <Text size="sm" c="dimmed">
                      {QUESTION_TYPE_LABEL[q.type]} · {plural(q.marks, 'mark')}
                    </Text>
                    {inTemplate(q.id) ? (
                      <Text size="sm">In the template</Text>
                    ) : (
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => onAdd(q, section)}
                        aria-label={`Add “${q.text}”${sectionTitles.length > 1 ? ` to ${sectionTitles[section] || `section ${section + 1}`}` : ''}`}
                      >
                        Add
                      </Button>
                    )}
                  </Group>
                </li>
              ))}
            </ul>
            <PrevNextPager page={search.page} pages={pages} onPage={(p) => apply({ page: p })} label="Bank pages" />
          </>
        )}
      </Stack>
    </Paper>
  );
}
