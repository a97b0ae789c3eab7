import { Alert, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { DashboardKey } from '@markwell/contracts/dashboards';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteSavedFilter } from '../api/delete-saved-filter';
import { useSavedFilters } from '../api/get-saved-filters';
import { useSaveFilter } from '../api/save-filter';
import type { DashboardFilterState } from './use-dashboard-filters';

/**
 * The caller's saved filters of the dashboard open: apply one, delete it, or save the filters
 * chosen now under a name.
 */
export function SavedFilters({
  dashboard,
  current,
  apply,
}: {
  dashboard: DashboardKey;
  current: Omit<DashboardFilterState, 'tab' | 'unit'>;
  apply: (change: Partial<DashboardFilterState>) => void;
}) {
  const saved = useSavedFilters(dashboard);
  const save = useSaveFilter();
  const remove = useDeleteSavedFilter(dashboard);
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const picked = saved.data?.find((f) => String(f.id) === chosen) ?? null;
  const error = save.error ?? remove.error;

  return (
    <section aria-label="Filters you saved">
      <Group align="end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Saved filters"
          data={[
            { value: '', label: saved.data?.length ? 'Choose one' : 'None saved yet' },
            ...(saved.data ?? []).map((f) => ({ value: String(f.id), label: f.name })),
          ]}
          value={chosen ?? ''}
          onChange={(e) => setChosen(e.currentTarget.value || null)}
          disabled={!saved.data?.length}
          w={220}
        />
        <Button
          variant="light"
          disabled={!picked}
          onClick={() =>
            picked &&
            apply({
              subject: picked.subject,
              group: picked.group_id,
              course: picked.course_id,
              student: picked.student_id,
            })
          }
        >
          Apply
        </Button>
        <Button
          variant="default"
          disabled={!picked}
          loading={remove.isPending}
          onClick={() => picked && remove.mutate(picked.id, { onSuccess: () => setChosen(null) })}
        >
          Delete
        </Button>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              {
                dashboard,
                name,
                subject: current.subject,
                group_id: current.group,
                course_id: current.course,
                student_id: current.student,
              },
              {
                onSuccess: (f) => {
                  setName('');
                  setChosen(String(f.id));
                },
              },
            );
          }}
        >
          <Group align="end" gap="sm">
            <TextInput
              label="Name these filters"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              w={200}
            />
            <Button type="submit" disabled={!name.trim()} loading={save.isPending}>
              Save filters
            </Button>
          </Group>
        </form>
      </Group>
      {error && (
        <Alert color="red" role="alert" mt="sm">
          {errorMessage(error)}
        </Alert>
      )}
    </section>
  );
}
