import { Alert, Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { formatDate } from '@markwell/domain/time/index';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../../components/Loader';
import { errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAddressFilters } from '../../../lib/use-address-filters';
import {
  filtersFromSearchParams,
  searchParamsFromFilters,
  TEMPLATES_PER_PAGE,
  useExamTemplates,
  type TemplateListFilters,
  type TemplateTab,
} from '../api/get-exam-templates';
import { DANGER } from '../../../lib/text-colours';
import { CurriculumSelects } from './CurriculumSelects';
import { DeleteTemplate } from './DeleteTemplate';
import { plural } from './format';
import './exam-templates.css';
import { ColumnHeads } from '../../../components/ColumnHeads';
import { ListCount } from '../../../components/ListCount';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { TabBar } from '../../../components/TabBar';

const TABS: { value: TemplateTab; label: string }[] = [
  { value: 'mine', label: 'Mine' },
  { value: 'school', label: 'My school' },
  { value: 'public', label: 'Public' },
  { value: 'central', label: 'Central' },
];

const minutes = (seconds: number | null) => (seconds ? plural(Math.round(seconds / 60), 'minute') : 'No limit');

/**
 * /teacher/templates: the templates a teacher can use, by origin (theirs, their school's, other
 * schools' public ones, central ones from content staff), searched and filtered, in the address bar.
 */
export function TemplateBrowserPage() {
  usePageTitle('Exam templates');
  const { filters, update } = useAddressFilters(filtersFromSearchParams, searchParamsFromFilters);
  const apply = (change: Partial<TemplateListFilters>) => update((now) => ({ ...now, page: 1, ...change }));
  const [words, setWords] = useState(filters.query ?? '');
  const [notice, setNotice] = useState('');
  const list = useExamTemplates(filters);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / TEMPLATES_PER_PAGE));

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({ query: words.trim() || undefined });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Exam templates</Title>
        <Button component={Link} to={routes.teacher.newExamTemplate}>
          New template
        </Button>
      </Group>
      <Text>Build an exam once from the question bank, then set it to your classes as often as you need.</Text>
      <TabBar value={filters.browse} tabs={TABS} label="Whose templates" onChange={(browse) => apply({ browse })} />
      <form onSubmit={submit} role="search" aria-label="Find templates">
        <Stack gap="xs">
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Search"
              placeholder="Words in the name or instructions"
              value={words}
              onChange={(e) => setWords(e.currentTarget.value)}
              style={{ flex: 1 }}
              maw={480}
            />
            <Button type="submit">Search</Button>
          </Group>
          <CurriculumSelects
            withLesson={false}
            value={{ curriculaId: filters.curricula ?? null, courseId: filters.course ?? null, lessonId: null }}
            onChange={(l) => apply({ curricula: l.curriculaId ?? undefined, course: l.courseId ?? undefined })}
          />
        </Stack>
      </form>
      <div aria-live="polite">{notice && <Text>{notice}</Text>}</div>
      {list.isPending ? (
        <Loader label="Loading templates…" />
      ) : list.isError ? (
        <Alert color={DANGER} role="alert">
          The templates could not be loaded: {errorMessage(list.error)}
        </Alert>
      ) : (
        <>
          <ListCount
            total={list.data.total}
            noun="template"
            page={filters.page}
            pages={pages}
            empty="No templates match."
          />
          {list.data.items.length > 0 && (
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <ColumnHeads labels={['Name', 'Questions', 'Marks', 'Time limit', 'By', 'Changed', 'Actions']} />
                <Table.Tbody>
                  {list.data.items.map((t) => (
                    <Table.Tr key={t.id}>
                      <Table.Td>
                        <Anchor component={Link} to={routes.teacher.examTemplate(t.id)}>
                          {t.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{t.question_count}</Table.Td>
                      <Table.Td>{t.total_marks}</Table.Td>
                      <Table.Td>{minutes(t.time_limit_seconds)}</Table.Td>
                      <Table.Td>{t.central ? 'Markwell' : (t.author ?? '—')}</Table.Td>
                      <Table.Td>{formatDate(t.updated_at)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Anchor
                            component={Link}
                            to={routes.teacher.newAssignment(t.id)}
                            size="sm"
                            aria-label={`Set ${t.name}`}
                          >
                            Set
                          </Anchor>
                          {t.editable && (
                            <DeleteTemplate
                              id={t.id}
                              name={t.name}
                              onDone={(outcome) =>
                                setNotice(
                                  outcome.kind === 'archived' ? `“${t.name}” archived.` : `“${t.name}” deleted.`,
                                )
                              }
                            />
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PrevNextPager page={filters.page} pages={pages} onPage={(p) => apply({ page: p })} />
        </>
      )}
    </Stack>
  );
}
