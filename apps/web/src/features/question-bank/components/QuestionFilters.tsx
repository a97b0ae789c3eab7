import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { BANK_QUESTION_TYPES, BANK_TYPE_LABEL, type QuestionListFilters } from '../api/get-question-mafs';
import { LinkSelects } from './LinkSelects';

const MARK_OPTIONS = [
  { value: '', label: 'Any marks' },
  ...Array.from({ length: 21 }, (_, i) => ({ value: String(i), label: String(i) })),
];

const TYPE_OPTIONS = [
  { value: '', label: 'Any type' },
  ...BANK_QUESTION_TYPES.map((t) => ({ value: t, label: BANK_TYPE_LABEL[t] })),
];

/**
 * The search form of a question list: words, curriculum / course / lesson and (for free-text
 * questions) marks and (for a list of every kind) the type. Words apply on submit; every select
 * applies at once.
 */
export function QuestionFilters({
  filters,
  apply,
  withMarks = false,
  withType = false,
}: {
  filters: QuestionListFilters;
  apply: (change: Partial<QuestionListFilters>) => void;
  withMarks?: boolean;
  withType?: boolean;
}) {
  const [search, setSearch] = useState(filters.query ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({ query: search.trim() || undefined });
  }

  return (
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
          {withType && (
            <NativeSelect
              label="Type"
              value={filters.type ?? ''}
              onChange={(e) => apply({ type: BANK_QUESTION_TYPES.find((t) => t === e.currentTarget.value) })}
              data={TYPE_OPTIONS}
              w={180}
            />
          )}
          {withMarks && (
            <NativeSelect
              label="Marks"
              value={filters.marks === undefined ? '' : String(filters.marks)}
              onChange={(e) =>
                apply({ marks: e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value) })
              }
              data={MARK_OPTIONS}
              w={140}
            />
          )}
        </Group>
      </Stack>
    </form>
  );
}
