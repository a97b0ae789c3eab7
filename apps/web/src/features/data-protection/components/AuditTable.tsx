import { Button, Table, Text } from '@mantine/core';
import type { AuditEntry } from '../api/get-audit';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** Readable names of the audited actions. */
export const ACTION_LABELS: Record<string, string> = {
  sign_in: 'Signed in',
  role_change: 'Changed role',
  update_details: 'Changed details',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  password_reset: 'Reset password',
  view_answers: "Viewed a student's answers",
  view_marks: "Viewed a student's marks",
  view_queries: "Viewed a student's queries on marks",
  view_details: "Viewed a student's details",
  create: 'Created the account',
  marked: 'Marked (engine)',
  regrade: 'Regraded',
  export: 'Exported their data',
  erase: 'Erased',
  retention_change: 'Changed the retention period',
};

const actionLabel = (action: string) => ACTION_LABELS[action] ?? action.replace(/_/g, ' ');

function detailText(entry: AuditEntry): string {
  const d = entry.detail;
  if (!d) return '';
  if (entry.objectKind === 'answer_mark') {
    const before = d.marksBefore === null || d.marksBefore === undefined ? '—' : String(d.marksBefore);
    return `marks ${before} → ${String(d.marksAfter)}${d.feedbackChanged ? ', feedback changed' : ''}`;
  }
  if (Array.isArray(d.fields)) return `fields: ${(d.fields as string[]).join(', ')}`;
  return Object.entries(d)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

/** Audit entries as a table, with "Show more" while the log goes on. */
export function AuditTable({
  entries,
  caption,
  hasMore,
  loadingMore,
  onMore,
}: {
  entries: AuditEntry[];
  caption: string;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  if (entries.length === 0) return <Text>No entries.</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <caption className="mw-visually-hidden">{caption}</caption>
          <ColumnHeads labels={['When (UTC)', 'Who', 'What', 'About', 'Detail']} />
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{e.at.slice(0, 19).replace('T', ' ')}</Table.Td>
                <Table.Td>
                  {e.actorName ?? 'Markwell'}{' '}
                  <Text span c="dimmed" size="sm">
                    ({e.actorRole})
                  </Text>
                </Table.Td>
                <Table.Td>{actionLabel(e.action)}</Table.Td>
                <Table.Td>
                  {e.subjectName ?? '—'}
                  {e.objectId ? (
                    <Text span c="dimmed" size="sm">
                      {' '}
                      {e.objectKind} {e.objectId}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{detailText(e)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {hasMore && (
        <Button variant="default" onClick={onMore} loading={loadingMore}>
          Show more
        </Button>
      )}
    </>
  );
}
