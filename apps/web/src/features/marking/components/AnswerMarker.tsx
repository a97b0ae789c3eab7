import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { AnswerMark, MarkingQuestion } from '@markwell/contracts/marking';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useUnsavedChangesWarning } from '../../../lib/use-unsaved-changes';
import { draftChanged } from '../lib/unsaved-draft';
import { errorMessage } from '../../../lib/api-client';
import { staleMarks, useResetMark, useSaveMark } from '../api/mark-answers';
import {
  changeFor,
  draftFrom,
  draftMarks,
  levelMarks,
  parseOverride,
  togglePoint,
  type MarkDraft,
} from '../lib/mark-draft';
import { useMarkingKeys } from '../lib/use-marking-keys';
import { AnswerView } from './AnswerView';
import { DANGER, SUCCESS, WARNING } from '../../../lib/text-colours';
import { CommentBank } from './CommentBank';
import { dateTime, marksOf } from './format';
import { PointsChecklist } from './PointsChecklist';
import { StaleNotice } from './StaleNotice';
import './marking.css';

/**
 * The level picker's choices: level 0 (nothing creditworthy) and each band, with the marks it
 * gives, so the teacher sees the mark before choosing.
 */
function levelOptions(question: MarkingQuestion) {
  const marks = (level: number) => {
    const n = levelMarks(level, question);
    return `${n} mark${n === 1 ? '' : 's'}`;
  };
  return [
    { value: '', label: 'No level' },
    { value: '0', label: `Level 0: nothing creditworthy (${marks(0)})` },
    ...question.levels.map((l) => ({
      value: String(l.level),
      label: `Level ${l.level}${l.descriptor ? `: ${l.descriptor}` : ''} (${marks(l.level)})`,
    })),
  ];
}

/**
 * Marks one answer, or a cluster of equivalent answers at once: the answer with the engine's
 * highlights, the points to tick, a level (levelled questions), an override, feedback with the
 * comment bank. Enter (or the button) confirms and moves on; a mark the engine is unsure of that
 * nobody has changed is kept only by its button ("Accept the engine’s mark"). The versions the draft was made on
 * are kept: a change someone else made meanwhile answers 409 and is shown, never overwritten.
 * Mount it with a `key` per target so each answer starts from what is stored.
 */
export function AnswerMarker({
  assignmentId,
  question,
  answers,
  title,
  children,
  shortcuts,
  onNext,
  onPrevious,
  onHelp,
  onSaved,
  onDirtyChange,
}: {
  assignmentId: number;
  question: MarkingQuestion;
  /** One answer, or every answer of a cluster (the first speaks for them). */
  answers: AnswerMark[];
  title: string;
  /** Shown under the answer (e.g. the cluster's students). */
  children?: ReactNode;
  /** Keyboard shortcuts on (off while a dialog is open). */
  shortcuts: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onHelp: () => void;
  onSaved: (marks: AnswerMark[]) => void;
  /** Told whether the draft on screen is unsaved (see lib/unsaved-draft.ts). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const first = answers[0]!;
  const [snapshot, setSnapshot] = useState(answers);
  const [initial, setInitial] = useState(() => draftFrom(first));
  const [draft, setDraft] = useState<MarkDraft>(initial);
  const [stale, setStale] = useState<AnswerMark[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [enterRefused, setEnterRefused] = useState(false);
  const save = useSaveMark();
  const reset = useResetMark();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const idPrefix = `mk-${first.answer_id}`;
  const dirty = draftChanged(draft, initial);
  useUnsavedChangesWarning(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  // A new target takes focus (its heading): the screen reader says where the teacher is, and
  // Enter is not on a button that would do something else.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const override = parseOverride(draft.override, question.max_marks);
  const marks = draftMarks(draft, question);

  function confirm(versions: AnswerMark[] = snapshot) {
    if (override === 'invalid' || save.isPending) return;
    setError(null);
    save.mutate(changeFor(draft, initial, versions, question, assignmentId), {
      onSuccess: (saved) => {
        setStale(null);
        // What is stored is now what the screen shows: nothing unsaved, and the next save of this
        // answer (at the end of the list the marker stays) sends the versions just made.
        const byId = new Map(saved.map((a) => [a.answer_id, a]));
        const stored = snapshot.map((a) => byId.get(a.answer_id) ?? a);
        const fresh = draftFrom(stored[0]!);
        setSnapshot(stored);
        setInitial(fresh);
        setDraft(fresh);
        onDirtyChange?.(false);
        onSaved(saved);
        onNext();
      },
      onError: (e) => {
        const current = staleMarks(e);
        if (current) setStale(current);
        else setError(errorMessage(e));
      },
    });
  }

  function keepTheirs(current: AnswerMark[]) {
    const byId = new Map(current.map((a) => [a.answer_id, a]));
    const next = snapshot.map((a) => byId.get(a.answer_id) ?? a);
    const fresh = draftFrom(next[0]!);
    setSnapshot(next);
    setInitial(fresh);
    setDraft(fresh);
    setStale(null);
  }

  function toggleNumber(n: number) {
    const point = question.points.find((p) => p.number === n);
    if (point) setDraft((d) => togglePoint(d, point.point_id));
  }

  const teacherMarked = answers.filter((a) => a.source === 'teacher').length;
  const needsReview = answers.filter((a) => a.needs_review).length;
  const queries = answers.reduce((n, a) => n + a.open_queries, 0);
  // The engine is unsure and nobody has looked yet: keeping its mark takes the button, not Enter,
  // so a teacher moving fast through the list never waves an unsure mark through.
  const unsureUnchecked = needsReview > 0 && teacherMarked === 0 && !dirty;

  useMarkingKeys(
    {
      togglePoint: toggleNumber,
      next: onNext,
      previous: onPrevious,
      confirm: () => (unsureUnchecked ? setEnterRefused(true) : confirm()),
      help: onHelp,
    },
    shortcuts && !stale,
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${idPrefix}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`${idPrefix}-title`} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            Engine: {marksOf(first.engine_marks, first.max_marks)}, confidence {Math.round(first.confidence * 100)}%
          </Badge>
          {needsReview > 0 && (
            <Badge variant="light" color={WARNING}>
              Needs review{answers.length > 1 ? ` (${needsReview})` : ''}
            </Badge>
          )}
          {teacherMarked > 0 && (
            <Badge variant="light" color={SUCCESS}>
              {answers.length > 1
                ? `${teacherMarked} of ${answers.length} marked by a teacher`
                : `Marked by ${first.updated_by?.name ?? 'a teacher'}, ${dateTime(first.updated_at)}`}
            </Badge>
          )}
          {queries > 0 && (
            <Badge variant="light" color={DANGER}>
              {queries === 1 ? '1 open query' : `${queries} open queries`}
            </Badge>
          )}
        </Group>
        <AnswerView answer={first} question={question} awarded={draft.awarded} />
        {children}
        {question.points.length > 0 && (
          <PointsChecklist
            answer={first}
            awarded={draft.awarded}
            onToggle={(id) => setDraft((d) => togglePoint(d, id))}
            idPrefix={idPrefix}
          />
        )}
        <Group gap="md" align="flex-start" wrap="wrap">
          {question.levelled && (
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <NativeSelect
                label="Level"
                description={
                  first.suggested_level !== null ? `The engine suggests level ${first.suggested_level}` : undefined
                }
                value={draft.level === null ? '' : String(draft.level)}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setDraft((d) => ({ ...d, level: v === '' ? null : Number(v) }));
                }}
                aria-describedby={`${idPrefix}-level-marks`}
                data={levelOptions(question)}
              />
              <Text id={`${idPrefix}-level-marks`} size="sm" fw={600} mb={8}>
                {draft.level === null
                  ? 'No level: the points count'
                  : `Level ${draft.level} gives ${marksOf(levelMarks(draft.level, question), question.max_marks)}`}
              </Text>
            </Group>
          )}
          <TextInput
            label={`Mark instead of the points (0–${question.max_marks})`}
            description="Leave empty to count the points ticked"
            inputMode="numeric"
            w={300}
            value={draft.override}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setDraft((d) => ({ ...d, override: v }));
            }}
            error={override === 'invalid' ? `A whole number from 0 to ${question.max_marks}` : undefined}
          />
        </Group>
        <Textarea
          label={
            answers.length > 1 ? `Feedback for each of these ${answers.length} answers` : 'Feedback on this answer'
          }
          autosize
          minRows={2}
          maxRows={8}
          value={draft.feedback}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setDraft((d) => ({ ...d, feedback: v }));
          }}
        />
        <CommentBank
          idPrefix={idPrefix}
          feedback={draft.feedback}
          onInsert={(text) =>
            setDraft((d) => ({ ...d, feedback: d.feedback.trim() ? `${d.feedback.trim()} ${text}` : text }))
          }
        />
        {stale && (
          <StaleNotice
            current={stale}
            busy={save.isPending}
            onReapply={() => confirm(stale)}
            onDiscard={() => keepTheirs(stale)}
          />
        )}
        {error && (
          <Alert color={DANGER} role="alert">
            The mark was not saved: {error}
          </Alert>
        )}
        <div role="status">
          {enterRefused && unsureUnchecked && (
            <Alert color={WARNING} variant="light">
              The engine is unsure of this mark, so Enter does not accept it. Check the points and change what is wrong,
              or choose “Accept the engine’s mark” if it is right.
            </Alert>
          )}
        </div>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700} role="status">
            Mark: {marksOf(marks, question.max_marks)}
            {answers.length > 1 ? ` for each of ${answers.length} answers` : ''}
          </Text>
          <Group gap="xs">
            {answers.length === 1 && first.source === 'teacher' && (
              <Button
                variant="default"
                loading={reset.isPending}
                onClick={() =>
                  reset.mutate(
                    { assignmentId, answer: { answer_id: first.answer_id, version: snapshot[0]!.version } },
                    {
                      onSuccess: (back) => keepTheirs([back]),
                      onError: (e) => {
                        const current = staleMarks(e);
                        if (current) setStale(current);
                        else setError(errorMessage(e));
                      },
                    },
                  )
                }
              >
                Back to the engine’s mark
              </Button>
            )}
            <Button onClick={() => confirm()} loading={save.isPending} disabled={override === 'invalid'}>
              {unsureUnchecked ? 'Accept the engine’s mark' : 'Confirm mark (Enter)'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
