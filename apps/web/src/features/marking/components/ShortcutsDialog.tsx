import { Kbd, Table } from '@mantine/core';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { SHORTCUTS } from '../lib/use-marking-keys';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** The `?` dialog: every marking shortcut. Focus is trapped inside and returns on close. */
export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AccessibleModal opened={opened} onClose={onClose} title="Keyboard shortcuts">
      <Table>
        <Table.Caption>Shortcuts work while focus is not in a text box. Escape closes this list.</Table.Caption>
        <ColumnHeads labels={['Keys', 'What they do']} />
        <Table.Tbody>
          {SHORTCUTS.map((s) => (
            <Table.Tr key={s.keys}>
              <Table.Td>
                <Kbd>{s.keys}</Kbd>
              </Table.Td>
              <Table.Td>{s.does}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </AccessibleModal>
  );
}
