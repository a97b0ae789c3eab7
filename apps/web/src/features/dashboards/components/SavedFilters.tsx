import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { DashboardKey } from '@markwell/contracts/dashboards';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteSavedFilter } from '../api/delete-saved-filter';
import { useAllSavedFilters } from '../api/get-saved-filters';
import { useSaveFilter } from '../api/save-filter';
import { DASHBOARD_TABS, tabLabel } from './tabs';
import type { DashboardFilterState } from './use-dashboard-filters';

const tabOrder = (key: string) => DASHBOARD_TABS.findIndex((t) => t.value === key);

/**
 * The caller's saved filters of every dashboard, each named with its tab ("Year 10 (Progress
 * tab)"): applying one opens its tab with its filters. Delete asks first. Saving keeps the
 * filters chosen now under a name, with the tab open.
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
  const saved = useAllSavedFilters();
  const save = useSaveFilter();
  const remove = useDeleteSavedFilter();
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState(false);
  const list = [...(saved.data ?? [])].sort((a, b) => tabOrder(a.dashboard) - tabOrder(b.dashboard));
  const picked = list.find((f) => String(f.id) === chosen) ?? null;
  const error = save.error ?? remove.error ?? saved.error;

  return (
    <section aria-label="Filters you saved">
      <Group align="end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Saved filters"
          data={[
            { value: '', label: list.length ? 'Choose one' : 'None saved yet' },
            ...list.map((f) => ({ value: String(f.id), label: `${f.name} (${tabLabel(f.dashboard)} tab)` })),
          ]}
          value={chosen ?? ''}
          onChange={(e) => setChosen(e.currentTarget.value || null)}
          disabled={!list.length}
          w={300}
        />
        <Button
          variant="light"
          disabled={!picked}
          onClick={() =>
            picked &&
            apply({
              tab: picked.dashboard,
              subject: picked.subject,
              group: picked.group_id,
              course: picked.course_id,
              student: picked.student_id,
            })
          }
        >
          Apply
        </Button>
        <Button variant="default" disabled={!picked} loading={remove.isPending} onClick={() => setConfirming(true)}>
          Delete…
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
              description={`Saved with the ${tabLabel(dashboard)} tab`}
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
      <Modal
        opened={confirming && picked !== null}
        onClose={() => setConfirming(false)}
        title={picked ? `Delete the saved filter “${picked.name}”?` : 'Delete the saved filter?'}
      >
        <Stack gap="md">
          <Text size="sm">
            {picked ? `It was saved with the ${tabLabel(picked.dashboard)} tab. ` : ''}This cannot be undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                picked &&
                remove.mutate(picked.id, {
                  onSuccess: () => setChosen(null),
                  onSettled: () => setConfirming(false),
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}
