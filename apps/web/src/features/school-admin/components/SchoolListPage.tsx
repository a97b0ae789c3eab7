import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { errorMessage } from '../../../lib/api-client';
import { StatusBadge } from '../../../components/StatusBadge';

/** A row of a school list: something with a name that can be deactivated and reactivated. */
export interface ListItem {
  id: number;
  name: string;
  active: boolean;
}

/** The part of an update mutation the status toggle needs (every school-admin PATCH takes `active`). */
interface StatusMutation {
  mutateAsync: (variables: { id: number; body: { active: boolean } }) => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

/**
 * Deactivate/reactivate with a confirmation: `ask(item)` opens it, `dialog` goes to
 * <ConfirmStatusChange {...dialog} what="…" />.
 */
export function useStatusToggle<T extends ListItem>(update: StatusMutation) {
  const [toggling, setToggling] = useState<T | null>(null);
  const ask = (item: T) => {
    update.reset();
    setToggling(item);
  };
  const onConfirm = async () => {
    if (!toggling) return;
    try {
      await update.mutateAsync({ id: toggling.id, body: { active: !toggling.active } });
      setToggling(null);
    } catch {
      // Shown in the dialog (update.error).
    }
  };
  const dialog = {
    target: toggling ? { name: toggling.name, activate: !toggling.active } : null,
    onCancel: () => setToggling(null),
    onConfirm,
    busy: update.isPending,
    error: update.error,
  };
  return { ask, dialog };
}

/**
 * The school admin's list screens (classes, teachers, students): heading with actions, a search
 * box (plus extra filters), loading/error/empty states, and a table whose rows end with the
 * status and the Edit / Deactivate-Reactivate buttons. Dialogs go in `children`.
 */
export function SchoolListPage<T extends ListItem>({
  title,
  actions,
  search,
  filters,
  list,
  items,
  emptyText,
  columns,
  cells,
  busy,
  onEdit,
  onToggle,
  canToggle,
  rowActions,
  children,
}: {
  title: string;
  actions: ReactNode;
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  filters?: ReactNode;
  list: { isPending: boolean; isError: boolean; error: unknown };
  items: T[];
  emptyText: string;
  /** Headers of the data columns; Status and Actions follow. */
  columns: string[];
  /** The data cells of a row, matching `columns`. */
  cells: (item: T) => ReactNode;
  /** aria-busy of the table, when it refetches in place. */
  busy?: boolean;
  onEdit: (item: T) => void;
  onToggle: (item: T) => void;
  canToggle?: (item: T) => boolean;
  /** More buttons of a row, after Edit and (De)activate. */
  rowActions?: (item: T) => ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        {actions}
      </Group>
      <Group align="flex-end" role="search" aria-label={search.label}>
        <TextInput
          label="Search"
          placeholder={search.placeholder}
          type="search"
          value={search.value}
          onChange={(e) => search.onChange(e.currentTarget.value)}
        />
        {filters}
      </Group>

      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Text>{emptyText}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={title} aria-busy={busy}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th scope="col" key={c}>
                    {c}
                  </Table.Th>
                ))}
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  {cells(item)}
                  <Table.Td>
                    <StatusBadge active={item.active} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => onEdit(item)} aria-label={`Edit ${item.name}`}>
                        Edit
                      </Button>
                      {(canToggle?.(item) ?? true) && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color={item.active ? 'red' : 'brand'}
                          onClick={() => onToggle(item)}
                          aria-label={`${item.active ? 'Deactivate' : 'Reactivate'} ${item.name}`}
                        >
                          {item.active ? 'Deactivate' : 'Reactivate'}
                        </Button>
                      )}
                      {rowActions?.(item)}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {children}
    </Stack>
  );
}
