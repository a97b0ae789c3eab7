import { DANGER, SUCCESS } from '../../../lib/text-colours';
import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Loader } from '../../../components/Loader';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  MACHINE_PHRASES_PER_PAGE,
  useMachineQueue,
  type MachinePhraseStatus,
  type MachineQueueItem,
} from '../api/get-machine-queue';
import { useReviewMachinePhrases, type MachineDecision } from '../api/review-machine-phrases';
import { useUpdateMachinePhrase } from '../api/update-machine-phrase';
import { MachinePhraseRow } from './MachinePhraseRow';
import { ProposalPreviewPanel } from './ProposalPreviewPanel';
import { QuestionBankHeading } from './QuestionBankHeading';
import { RegradePanel } from './RegradePanel';

type RegradeTarget = { id: number; text: string };

/** The questions of accepted phrases, once each: their marks may now change. */
function questionsOf(list: MachineQueueItem[]): RegradeTarget[] {
  const byId = new Map(list.map((i) => [i.question.id, { id: i.question.id, text: i.question.text }]));
  return [...byId.values()];
}

const STATUS_OPTIONS = [
  { value: 'proposed', label: 'Proposed (to review)' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
];

/**
 * /staff/questions/machine-phrases: phrases learnt from teacher marking wait here until content
 * staff accept (they then take part in marking) or reject them, one by one or in bulk.
 */
export function MachinePhrasesPage() {
  usePageTitle('Machine-phrase review');
  const [status, setStatus] = useState<MachinePhraseStatus>('proposed');
  const [page, setPage] = useState(1);
  const queue = useMachineQueue({ status, page });
  const review = useReviewMachinePhrases();
  const single = useUpdateMachinePhrase();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<{ id: number; phrase: string } | null>(null);
  const [message, setMessage] = useState('');
  const [regrades, setRegrades] = useState<RegradeTarget[]>([]);
  // The proposal whose dry run is open (with the text it would be accepted with), before accepting.
  const [previewing, setPreviewing] = useState<{ item: MachineQueueItem; phrase: string } | null>(null);
  // Where focus was when the dry run opened: Cancel puts it back there.
  const previewTrigger = useRef<HTMLElement | null>(null);

  function showRegrades(list: MachineQueueItem[]) {
    setRegrades((current) => {
      const known = new Set(current.map((q) => q.id));
      return [...current, ...questionsOf(list).filter((q) => !known.has(q.id))];
    });
  }

  const items = queue.data?.items ?? [];
  const total = queue.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MACHINE_PHRASES_PER_PAGE));
  const chosen = items.filter((i) => selected.has(i.id));
  const allChosen = items.length > 0 && chosen.length === items.length;

  function toggle(id: number) {
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function decideMany(list: MachineQueueItem[], decision: MachineDecision) {
    if (!list.length) return;
    review.mutate(
      { phrases: list, status: decision },
      {
        onSuccess: (done) => {
          setSelected(new Set());
          setMessage(
            `${done.length} phrase${done.length === 1 ? '' : 's'} ${decision}.${decision === 'accepted' ? ' Check the regrade dry run below before applying it.' : ''}`,
          );
          if (decision === 'accepted') showRegrades(list);
        },
      },
    );
  }

  /** Opens the dry run of accepting a proposal (with an edit of its text, if any). */
  function preview(item: MachineQueueItem, phrase = item.phrase) {
    review.reset();
    single.reset();
    previewTrigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPreviewing({ item, phrase });
  }

  function cancelPreview() {
    setPreviewing(null);
    const trigger = previewTrigger.current;
    requestAnimationFrame(() => trigger?.focus());
  }

  /** Accepts the proposal of the open dry run (saving the edit with it), then offers its regrade. */
  function acceptPreviewed() {
    if (!previewing) return;
    const { item, phrase } = previewing;
    const done = () => {
      setPreviewing(null);
      setEditing(null);
      setMessage(`“${phrase}” accepted. Check the regrade dry run below before applying it.`);
      showRegrades([item]);
    };
    if (phrase !== item.phrase)
      single.mutate({ id: item.id, body: { phrase, status: 'accepted' } }, { onSuccess: done });
    else review.mutate({ phrases: [item], status: 'accepted' }, { onSuccess: done });
  }

  function saveEdit(item: MachineQueueItem, accept: boolean) {
    if (!editing) return;
    const phrase = editing.phrase.trim();
    if (!phrase) return;
    if (accept) {
      preview(item, phrase);
      return;
    }
    single.mutate(
      { id: item.id, body: { phrase } },
      {
        onSuccess: (saved) => {
          setEditing(null);
          setMessage(`Phrase changed to “${saved.phrase}”.`);
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <QuestionBankHeading title="Machine-phrase review" />
      <Text>
        When a teacher awards a marking point the engine missed, the phrase of the answer that earned it is proposed
        here, with what it would do to the question’s other marked answers. Accepted phrases take part in marking
        (reported as “machine phrase”); rejected ones do not. Edit a phrase before accepting it to make it more general.
        Accepting a phrase first shows which marks it would change (released or not; marks teachers set by hand are
        kept); after you accept, the regrade dry run of its question offers to apply those changes. Marks change only
        when you apply it. Accepting several selected phrases at once skips the first view.
      </Text>
      <Text role="status" fw={600} c={SUCCESS}>
        {message}
      </Text>
      {(review.error || single.error) && !previewing && (
        <Alert color={DANGER} role="alert">
          {errorMessage(review.error ?? single.error)}
        </Alert>
      )}

      {previewing && (
        <ProposalPreviewPanel
          key={`${previewing.item.id}:${previewing.phrase}`}
          item={previewing.item}
          phrase={previewing.phrase}
          accepting={review.isPending || single.isPending}
          error={review.error || single.error ? errorMessage(review.error ?? single.error) : null}
          onAccept={acceptPreviewed}
          onCancel={cancelPreview}
        />
      )}

      {regrades.map((q) => (
        <RegradePanel
          key={q.id}
          questionId={q.id}
          questionText={q.text}
          onClose={() => setRegrades((list) => list.filter((r) => r.id !== q.id))}
        />
      ))}

      <Group align="flex-end" justify="space-between">
        <NativeSelect
          label="Show"
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as MachinePhraseStatus);
            setPage(1);
            setSelected(new Set());
          }}
          data={STATUS_OPTIONS}
        />
        <Group gap="xs">
          <Text size="sm">{chosen.length} selected</Text>
          <Button
            color={SUCCESS}
            disabled={!chosen.length || status === 'accepted'}
            loading={review.isPending}
            onClick={() => decideMany(chosen, 'accepted')}
          >
            Accept selected
          </Button>
          <Button
            color={DANGER}
            variant="light"
            disabled={!chosen.length || status === 'rejected'}
            loading={review.isPending}
            onClick={() => decideMany(chosen, 'rejected')}
          >
            Reject selected
          </Button>
        </Group>
      </Group>

      {queue.isPending ? (
        <Loader label="Loading machine phrases…" />
      ) : queue.isError ? (
        <Alert color={DANGER} role="alert">
          The machine phrases could not be loaded: {errorMessage(queue.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Text>No {status} machine phrases.</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="sm">
            <Table.Caption>
              {total} {status} phrase{total === 1 ? '' : 's'}; page {page} of {pages}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Checkbox
                    aria-label="Select all phrases on this page"
                    checked={allChosen}
                    indeterminate={chosen.length > 0 && !allChosen}
                    onChange={() => setSelected(allChosen ? new Set() : new Set(items.map((i) => i.id)))}
                  />
                </Table.Th>
                <Table.Th scope="col">Phrase</Table.Th>
                <Table.Th scope="col">Marking point</Table.Th>
                <Table.Th scope="col">Question</Table.Th>
                <Table.Th scope="col">From the answer</Table.Th>
                <Table.Th scope="col">Evidence</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <MachinePhraseRow
                  key={item.id}
                  item={item}
                  selected={selected.has(item.id)}
                  editing={editing?.id === item.id ? editing.phrase : null}
                  saving={single.isPending}
                  onToggle={() => toggle(item.id)}
                  onPreview={() => preview(item)}
                  onReject={() => decideMany([item], 'rejected')}
                  onEditStart={() => {
                    single.reset();
                    setEditing({ id: item.id, phrase: item.phrase });
                  }}
                  onEditChange={(phrase) => setEditing({ id: item.id, phrase })}
                  onEditCancel={() => setEditing(null)}
                  onSaveEdit={(accept) => saveEdit(item, accept)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PrevNextPager
        page={page}
        pages={pages}
        withPosition
        onPage={(next) => {
          setPage(next);
          setSelected(new Set());
        }}
      />
    </Stack>
  );
}
