import { Anchor, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryView';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { routes } from '../../../lib/paths';
import { CATALOGUE_PAGE_SIZE, useAcademyCatalogue, type AcademyCourseSummary } from '../api/get-academy-catalogue';
import { useAcademyCurricula } from '../api/get-academy-curricula';
import { AcademyProgress, AcademyStatusActions, AcademyStatusBadge } from './AcademyStatus';

/** The catalogue: published courses of the school's curricula, searched and filtered by curriculum. */
export function CatalogueTab() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [curricula, setCurricula] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  // The search is sent once typing pauses, and a new search starts at page 1.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const options = useAcademyCurricula();
  const catalogue = useAcademyCatalogue({ page, curricula: curricula ? Number(curricula) : undefined, query });
  const pages = catalogue.data ? Math.ceil(catalogue.data.total / CATALOGUE_PAGE_SIZE) : 0;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <TextInput
          label="Search courses"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maxLength={100}
          w={280}
        />
        <Select
          label="Curriculum"
          placeholder="All curricula"
          data={(options.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.courses})` }))}
          value={curricula}
          onChange={(v) => {
            setCurricula(v);
            setPage(1);
          }}
          clearable
          w={280}
        />
      </Group>
      {catalogue.isPending && <PageLoader />}
      <QueryError query={catalogue} />
      {catalogue.data && (
        <Text aria-live="polite">
          {catalogue.data.total === 0
            ? 'No course matches.'
            : `${catalogue.data.total} course${catalogue.data.total === 1 ? '' : 's'}`}
        </Text>
      )}
      {catalogue.data && catalogue.data.items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="Academy courses">
          {catalogue.data.items.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </Stack>
      )}
      <PrevNextPager page={page} pages={pages} onPage={setPage} label="Catalogue pages" />
    </Stack>
  );
}

function CourseCard({ course }: { course: AcademyCourseSummary }) {
  return (
    <Paper component="li" withBorder p="md" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              <Anchor component={Link} to={routes.teacher.academyCourse(course.id)}>
                {course.title}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {course.curricula_name} · {course.lessons_total} lesson{course.lessons_total === 1 ? '' : 's'}
            </Text>
          </div>
          <AcademyStatusBadge status={course.status} />
        </Group>
        {course.summary && <Text>{course.summary}</Text>}
        <Group justify="space-between">
          {course.status !== 'none' ? (
            <AcademyProgress
              title={course.title}
              done={course.lessons_done}
              total={course.lessons_total}
              percent={course.progress}
            />
          ) : (
            <span />
          )}
          <AcademyStatusActions
            courseId={course.id}
            title={course.title}
            status={course.status}
            lessonsDone={course.lessons_done}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
