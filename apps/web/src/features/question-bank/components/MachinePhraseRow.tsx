import { Anchor, Button, Checkbox, Group, Table, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { routes } from '../../../lib/paths';
import { DANGER, SUCCESS } from '../../../lib/text-colours';
import type { MachineQueueItem } from '../api/get-machine-queue';
import { describeEvidence } from './describe-evidence';
import { excerpt } from './excerpt';

/** One proposed machine phrase of the review queue: its point, question, source and evidence, and what may be done with it. */
export function MachinePhraseRow({
  item,
  selected,
  editing,
  saving,
  onToggle,
  onPreview,
  onReject,
  onEditStart,
  onEditChange,
  onEditCancel,
  onSaveEdit,
}: {
  item: MachineQueueItem;
  selected: boolean;
  /** The phrase as edited, while this row is being edited; null otherwise. */
  editing: string | null;
  saving: boolean;
  onToggle: () => void;
  onPreview: () => void;
  onReject: () => void;
  onEditStart: () => void;
  onEditChange: (phrase: string) => void;
  onEditCancel: () => void;
  /** Save the edited phrase; `accept`: preview and accept it. */
  onSaveEdit: (accept: boolean) => void;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox aria-label={`Select “${item.phrase}”`} checked={selected} onChange={onToggle} />
      </Table.Td>
      <Table.Td>
        {editing !== null ? (
          <TextInput
            label={`Edit phrase “${item.phrase}”`}
            value={editing}
            onChange={(e) => onEditChange(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onSaveEdit(true);
              }
              if (e.key === 'Escape') onEditCancel();
            }}
            data-autofocus
          />
        ) : (
          <Text fw={600}>“{item.phrase}”</Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {item.point.text} ({item.point.marks} mark{item.point.marks === 1 ? '' : 's'})
        </Text>
        {item.point.phrases.length > 0 && <Text size="xs">Phrases: {item.point.phrases.join(' · ')}</Text>}
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={routes.staff.question(item.question.id)} size="sm">
          {excerpt(item.question.text, 80)}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.source_excerpt ? `“${excerpt(item.source_excerpt, 160)}”` : '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{describeEvidence(item.evidence)}</Text>
      </Table.Td>
      <Table.Td>
        {editing !== null ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="compact-sm" color={SUCCESS} disabled={!editing.trim()} onClick={() => onSaveEdit(true)}>
              Preview and accept…
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              loading={saving}
              disabled={!editing.trim()}
              onClick={() => onSaveEdit(false)}
            >
              Save
            </Button>
            <Button size="compact-sm" variant="default" onClick={onEditCancel}>
              Cancel
            </Button>
          </Group>
        ) : (
          <Group gap="xs" wrap="nowrap">
            {item.status !== 'accepted' && (
              <Button
                size="compact-sm"
                color={SUCCESS}
                variant="light"
                onClick={onPreview}
                aria-label={`Accept “${item.phrase}”…`}
              >
                Accept…
              </Button>
            )}
            {item.status !== 'rejected' && (
              <Button
                size="compact-sm"
                color={DANGER}
                variant="light"
                onClick={onReject}
                aria-label={`Reject “${item.phrase}”`}
              >
                Reject
              </Button>
            )}
            <Button size="compact-sm" variant="default" onClick={onEditStart} aria-label={`Edit “${item.phrase}”`}>
              Edit
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
