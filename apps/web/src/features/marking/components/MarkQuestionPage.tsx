import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  MAX_ANSWERS_PER_MARK,
  type AnswerCluster,
  type AnswerMark,
  type QuestionMarking,
} from '@markwell/contracts/marking';
import { useState } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQuestionMarking } from '../api/get-question-marking';
import { staleMarks, useSaveMark } from '../api/mark-answers';
import { answerText } from '../lib/mark-draft';
import { useUnsavedDraft } from '../lib/unsaved-draft';
import { AnswerMarker } from './AnswerMarker';
import { WARNING } from '../../../lib/text-colours';
import { marksOf, plural } from './format';
import { MarkingBreadcrumbs } from './MarkingBreadcrumbs';
import { idParam, MarkingPageState } from './MarkingPageState';
import { ShortcutsDialog } from './ShortcutsDialog';
import { TargetList } from './TargetList';
import './marking.css';
import { Tip } from '../../../components/Tip';

/**
 * Keeps the clusters in the order they first came (needs review first): marking one must not
 * make the list jump under the teacher's keys. Clusters that appear later go to the end.
 */
function useStableOrder(clusters: AnswerCluster[]): AnswerCluster[] {
  const [order, setOrder] = useState(() => clusters.map((c) => c.key));
  const missing = clusters.filter((c) => !order.includes(c.key)).map((c) => c.key);
  if (missing.length) setOrder([...order, ...missing]);
  const byKey = new Map(clusters.map((c) => [c.key, c]));
  return [...order, ...missing].flatMap((k) => byKey.get(k) ?? []);
}

function clusterDetail(c: AnswerCluster): string {
  const marked = c.answers.filter((a) => a.source === 'teacher').length;
  const parts = [c.answers.length === 1 ? c.answers[0]!.student_name : plural(c.answers.length, 'answer')];
  if (c.needs_review) parts.push(`${c.needs_review} need${c.needs_review === 1 ? 's' : ''} review`);
  else if (marked === c.answers.length) parts.push('marked');
  return parts.join(', ');
}

function QuestionMarkingView({ marking }: { marking: QuestionMarking }) {
  const { question } = marking;
  const clusters = useStableOrder(marking.clusters);
  const [index, setIndex] = useState(0);
  const [alone, setAlone] = useState<number | null>(null);
  const [help, setHelp] = useState(false);
  const [message, setMessage] = useState('');
  // Where the keys hit an end of the list; shown after the last save's message.
  const [edge, setEdge] = useState('');
  const current = clusters[Math.min(index, clusters.length - 1)];
  const all = clusters.flatMap((c) => c.answers);
  const marked = all.filter((a) => a.source === 'teacher').length;
  const review = all.filter((a) => a.needs_review).length;
  // marked by the engine surely enough to need no review, and not yet confirmed by a teacher
  const forYou = all.filter((a) => a.source === 'engine' && !a.needs_review);
  const save = useSaveMark();
  const groups = [
    { label: 'Needs your review', items: clusters.flatMap((c, i) => (c.needs_review > 0 ? [i] : [])) },
    { label: 'Marked, no review needed', items: clusters.flatMap((c, i) => (c.needs_review > 0 ? [] : [i])) },
  ];

  /** Confirms every mark that needs no review as it stands: each becomes the teacher's. Not a release. */
  async function acceptAll() {
    setEdge('');
    const versions = forYou.map((a) => ({ answer_id: a.answer_id, version: a.version }));
    try {
      let done = 0;
      for (let i = 0; i < versions.length; i += MAX_ANSWERS_PER_MARK) {
        const part = versions.slice(i, i + MAX_ANSWERS_PER_MARK);
        done += (
          await save.mutateAsync({
            assignmentId: marking.assignment_id,
            questionId: question.question_id,
            answers: part,
          })
        ).length;
      }
      setMessage(`Accepted ${plural(done, 'mark')} that needed no review. Releasing them is still up to you.`);
    } catch (error) {
      setMessage(
        staleMarks(error)
          ? 'Someone changed some of these marks meanwhile; the list now shows their marks. Nothing was accepted.'
          : 'The marks could not be accepted. Try again.',
      );
    }
  }

  const unsaved = useUnsavedDraft();

  function go(to: number) {
    if (to < 0) return setEdge('This is the first answer.');
    if (to >= clusters.length) return setEdge('That was the last answer.');
    if (!unsaved.mayLeave()) return;
    setEdge('');
    setIndex(to);
    setAlone(null);
  }

  function saved(marks: AnswerMark[]) {
    const m = marks[0];
    setEdge('');
    if (m) setMessage(`Saved: ${plural(marks.length, 'answer')} at ${marksOf(m.marks, m.max_marks)}.`);
  }

  const aloneAnswer = alone !== null ? current?.answers.find((a) => a.answer_id === alone) : undefined;
  const answers = aloneAnswer ? [aloneAnswer] : (current?.answers ?? []);
  const title = !current
    ? ''
    : aloneAnswer
      ? `${aloneAnswer.student_name}’s answer, on its own`
      : current.answers.length === 1
        ? `${current.answers[0]!.student_name}’s answer (${index + 1} of ${clusters.length})`
        : `${current.answers.length} answers alike (${index + 1} of ${clusters.length})`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Question {question.position}: mark every answer</Title>
        <Button variant="default" onClick={() => setHelp(true)}>
          Keyboard shortcuts (?)
        </Button>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{question.text}</Text>
      <Text size="sm">
        {plural(question.max_marks, 'mark')}. {marked} of {plural(all.length, 'answer')} marked by a teacher
        {review ? `; ${review} still need review` : ''}.
      </Text>
      {all.length > 0 && (
        <Group gap="sm" wrap="wrap" align="center">
          <Text size="sm" fw={600}>
            {forYou.length} of {all.length} marked for you
          </Text>
          {forYou.length > 0 && (
            <Button size="compact-sm" onClick={() => void acceptAll()} loading={save.isPending}>
              Accept all {plural(forYou.length, 'mark')} that need no review
            </Button>
          )}
        </Group>
      )}
      <Tip place="marking.question" />
      {marking.released_at && (
        <Alert color={WARNING} title="These marks are released">
          Students see a change as soon as you confirm it.
        </Alert>
      )}
      <Text role="status" aria-live="polite" size="sm" fw={600}>
        {[message, edge].filter(Boolean).join(' ')}
      </Text>
      {!current ? (
        <Text>Nobody has submitted an answer to this question yet.</Text>
      ) : (
        <div className="mk-layout">
          <Stack gap="xs">
            {groups.map(
              (g) =>
                g.items.length > 0 && (
                  <div key={g.label}>
                    <Title order={2} size="h5">
                      {g.label} ({g.items.length})
                    </Title>
                    <TargetList
                      label={g.label}
                      current={g.items.indexOf(index)}
                      onChoose={(i) => go(g.items[i]!)}
                      items={g.items.map((at) => {
                        const c = clusters[at]!;
                        return {
                          key: c.key,
                          label: answerText(c.answers[0]!.answer, question.choices) || 'No answer',
                          detail: clusterDetail(c),
                        };
                      })}
                    />
                  </div>
                ),
            )}
          </Stack>
          <AnswerMarker
            key={`${current.key}-${alone ?? 'all'}`}
            assignmentId={marking.assignment_id}
            question={question}
            answers={answers}
            title={title}
            shortcuts={!help}
            onNext={() => go(index + 1)}
            onPrevious={() => go(index - 1)}
            onHelp={() => setHelp(true)}
            onDirtyChange={unsaved.report}
            onSaved={saved}
          >
            {aloneAnswer ? (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setAlone(null)}
                style={{ alignSelf: 'flex-start' }}
              >
                Back to all {current.answers.length} answers alike
              </Button>
            ) : (
              current.answers.length > 1 && (
                <div>
                  <Text size="sm" fw={600}>
                    {current.kind === 'near' ? 'Near-identical answers from' : 'The same answer from'}
                  </Text>
                  <List size="sm" spacing={4} listStyleType="none">
                    {current.answers.map((a) => (
                      <List.Item key={a.answer_id}>
                        <Group gap="xs" wrap="wrap">
                          <Text span size="sm">
                            {a.student_name}: {marksOf(a.marks, a.max_marks)}
                            {a.source === 'teacher' ? ' (teacher)' : ''}
                            {current.kind === 'near' ? ` — “${answerText(a.answer, question.choices)}”` : ''}
                          </Text>
                          <Button
                            size="compact-xs"
                            variant="default"
                            onClick={() => setAlone(a.answer_id)}
                            aria-label={`Mark alone: ${a.student_name}’s answer`}
                          >
                            Mark alone
                          </Button>
                        </Group>
                      </List.Item>
                    ))}
                  </List>
                </div>
              )
            )}
          </AnswerMarker>
        </div>
      )}
      <ShortcutsDialog opened={help} onClose={() => setHelp(false)} />
    </Stack>
  );
}

/** /teacher/assignments/:id/marking/questions/:qid: every student's answer to one question, in clusters. */
export function MarkQuestionPage() {
  const params = useParams();
  const assignmentId = idParam(params.id);
  const questionId = idParam(params.qid);
  const marking = useQuestionMarking(assignmentId, questionId);
  usePageTitle(marking.data ? `Marking question ${marking.data.question.position}` : 'Marking');
  return (
    <MarkingPageState query={marking} what="the answers" valid={assignmentId !== null && questionId !== null}>
      {(m) => (
        <Stack gap="sm">
          <MarkingBreadcrumbs assignmentId={m.assignment_id} title="Assignment" />
          <QuestionMarkingView marking={m} />
        </Stack>
      )}
    </MarkingPageState>
  );
}
