import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { DecidedMarkQuery } from '@markwell/contracts/marking';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { staleMarks } from '../api/mark-answers';
import { useDecideMarkQuery, useMarkQueries, type MarkQueryWithTrace } from '../api/mark-queries';
import { AnswerView } from './AnswerView';
import { DANGER, SUCCESS, WARNING } from '../../../lib/text-colours';
import { dateTime, marksOf } from './format';
import { MarkingBreadcrumbs } from './MarkingBreadcrumbs';
import { idParam, MarkingPageState } from './MarkingPageState';
import { PointsChecklist } from './PointsChecklist';
import './marking.css';

const STATUS_COLOR = { open: WARNING, upheld: SUCCESS, rejected: 'gray' } as const;

function evidenceLine(p: NonNullable<DecidedMarkQuery['proposal']>): string {
  if (!p.evidence) return `“${p.phrase}” was proposed to the staff for review.`;
  return `“${p.phrase}” was proposed to the staff: it credits ${p.evidence.correct} more answers that teachers marked correct and ${p.evidence.wrong} that they marked wrong.`;
}

/** One query: the student's words beside the engine's trace for that point, and the decision. */
function QueryCard({
  assignmentId,
  query: q,
  onDecided,
}: {
  assignmentId: number;
  query: MarkQueryWithTrace;
  onDecided: (q: MarkQueryWithTrace) => void;
}) {
  const decide = useDecideMarkQuery(assignmentId);
  const [reply, setReply] = useState(q.reply ?? '');
  const [outcome, setOutcome] = useState<string | null>(null);
  const point = q.answer.points.find((p) => p.point_id === q.point_id);
  const headingId = `query-${q.id}`;
  const stale = decide.error ? staleMarks(decide.error) : null;

  function send(decision: 'upheld' | 'rejected', version = q.answer.version) {
    decide.mutate(
      { queryId: q.id, body: { decision, reply: reply.trim() || null, version } },
      {
        onSuccess: (r) => {
          onDecided(q);
          setOutcome(
            decision === 'upheld'
              ? `Upheld: ${r.answer.student_name} now has ${marksOf(r.answer.marks, r.answer.max_marks)}. ${r.proposal ? evidenceLine(r.proposal) : 'Nothing new for the engine to learn from this answer.'}`
              : 'Rejected: the mark stays as it is.',
          );
        },
      },
    );
  }

  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {q.student_name}, question {q.answer.position}, point {point?.number ?? ''}
          </Title>
          <Badge variant="light" color={STATUS_COLOR[q.status]}>
            {q.status}
          </Badge>
        </Group>
        <Text size="sm">
          Point: “{q.point_text}”. Asked {dateTime(q.created_at)}; the answer has{' '}
          {marksOf(q.answer.marks, q.answer.max_marks)}.
        </Text>
        <blockquote className="mk-quote">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            “{q.text}”
          </Text>
        </blockquote>
        <Text fw={600} size="sm">
          The answer, as the engine marked it
        </Text>
        <AnswerView
          answer={q.answer}
          question={{
            type: q.answer.type,
            choices: null,
            points: q.answer.points.map((p) => ({
              point_id: p.point_id,
              number: p.number,
              text: p.text,
              marks: p.marks,
            })),
          }}
        />
        {point && (
          <PointsChecklist
            answer={{ ...q.answer, points: [point] }}
            awarded={{ [point.point_id]: point.awarded }}
            onToggle={() => undefined}
            idPrefix={`query-${q.id}`}
            readOnly
          />
        )}
        <Text size="sm">
          Phrases the engine looked for: {q.phrases.length ? q.phrases.map((p) => `“${p}”`).join(', ') : 'none'}
        </Text>
        {q.status === 'open' && !outcome ? (
          <>
            <Textarea
              label="Reply to the student (optional)"
              autosize
              minRows={2}
              value={reply}
              onChange={(e) => setReply(e.currentTarget.value)}
            />
            {stale ? (
              <Alert color={DANGER} role="alert" title="The mark changed meanwhile">
                <Text size="sm">
                  {stale[0]
                    ? `${stale[0].updated_by?.name ?? 'The engine'} changed it at ${dateTime(stale[0].updated_at)}: now ${marksOf(stale[0].marks, stale[0].max_marks)}.`
                    : ''}
                </Text>
                <Button mt="xs" size="compact-sm" onClick={() => send('upheld', stale[0]?.version)}>
                  Uphold on the current mark
                </Button>
              </Alert>
            ) : (
              decide.error && (
                <Alert color={DANGER} role="alert">
                  {errorMessage(decide.error)}
                </Alert>
              )
            )}
            <Group gap="xs">
              <Button color={SUCCESS} loading={decide.isPending} onClick={() => send('upheld')}>
                Uphold: award the point
              </Button>
              <Button variant="default" disabled={decide.isPending} onClick={() => send('rejected')}>
                Reject
              </Button>
            </Group>
          </>
        ) : (
          <Text role="status" size="sm" fw={600}>
            {outcome ??
              `${q.status === 'upheld' ? 'Upheld' : 'Rejected'}${q.decided_by ? ` by ${q.decided_by.name}` : ''}${q.decided_at ? ` ${dateTime(q.decided_at)}` : ''}${q.reply ? `: “${q.reply}”` : '.'}`}
          </Text>
        )}
        <Anchor component={Link} size="sm" to={routes.teacher.markQuestion(assignmentId, q.question_id)}>
          Mark question {q.answer.position}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** /teacher/assignments/:id/marking/queries: students' "I did say this" queries, with the engine's trace. */
export function MarkQueriesPage() {
  const params = useParams();
  const assignmentId = idParam(params.id);
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const queries = useMarkQueries(assignmentId, status);
  // Queries decided here stay on screen with their outcome, though the list no longer holds them.
  const [decided, setDecided] = useState<MarkQueryWithTrace[]>([]);
  const shown = (items: MarkQueryWithTrace[]) => {
    const ids = new Set(items.map((q) => q.id));
    return [...items, ...decided.filter((q) => !ids.has(q.id))].sort((a, b) => a.id - b.id);
  };
  usePageTitle('Students’ queries');
  return (
    <Stack gap="md">
      {assignmentId !== null && <MarkingBreadcrumbs assignmentId={assignmentId} title="Assignment" />}
      <Title order={1}>Students’ queries</Title>
      <SegmentedControl
        aria-label="Which queries"
        value={status}
        onChange={(v) => {
          setStatus(v as 'open' | 'all');
          setDecided([]);
        }}
        data={[
          { value: 'open', label: 'Waiting for you' },
          { value: 'all', label: 'All' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <MarkingPageState query={queries} what="the queries" valid={assignmentId !== null}>
        {(list) =>
          shown(list.items).length === 0 ? (
            <Text>{status === 'open' ? 'No query is waiting for you.' : 'No student has queried a mark.'}</Text>
          ) : (
            <Stack gap="md">
              {shown(list.items).map((q) => (
                <QueryCard
                  key={q.id}
                  assignmentId={assignmentId!}
                  query={q}
                  onDecided={(d) => setDecided((list) => [...list.filter((x) => x.id !== d.id), d])}
                />
              ))}
            </Stack>
          )
        }
      </MarkingPageState>
    </Stack>
  );
}
