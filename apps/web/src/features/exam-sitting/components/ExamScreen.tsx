import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { AnswerValue } from '@markwell/contracts/attempts';
import { formatDate } from '@markwell/domain/time/index';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { routes } from '../../../lib/paths';
import type { LoadedAttempt } from '../api/get-attempt';
import { attemptQueryKey } from '../api/query-keys';
import { sendDraft, type DraftAnswer } from '../api/save-answer';
import { isAnswered, startingAnswers } from '../lib/answers';
import type { SaveStatus } from '../lib/autosave';
import { outboxKey } from '../lib/outbox';
import { useAutosave } from '../lib/use-autosave';
import { useExamClock } from '../lib/use-exam-clock';
import { ExamTimer } from './ExamTimer';
import { QuestionCard } from './QuestionCard';
import { QuestionNavigator, type NavigatorItemState } from './QuestionNavigator';
import { SaveStatusLine } from './SaveStatusLine';
import { SubmitDialog } from './SubmitDialog';

const EMPTY: DraftAnswer = { answer: null, flagged: false };

/** What a screen reader hears when the save state changes in a way that matters. */
function saveAnnouncement(previous: SaveStatus, now: SaveStatus): string | undefined {
  if (now === previous) return undefined;
  if (now === 'offline')
    return 'Connection lost. Your answers are kept on this device and will be sent when you are back.';
  if (now === 'retrying') return 'Your answers could not be saved. Retrying.';
  if (now === 'paused')
    return 'Saving paused, your answers are kept on this device. They will be sent when the server answers again.';
  if (now === 'saved' && previous === 'paused') return 'Saving resumed: all answers saved';
  if (now === 'saved' && (previous === 'offline' || previous === 'retrying' || previous === 'saving'))
    return previous === 'saving' ? undefined : 'Back online: all answers saved';
  return undefined;
}

/**
 * The time and save bar sticks under the sticky site header (its height is published by the
 * header as --mw-header-height), above the questions but below the header and its menus.
 */
const STATUS_BAR_STYLE: CSSProperties = {
  position: 'sticky',
  top: 'var(--mw-header-height, 4rem)',
  zIndex: 'calc(var(--mw-z-header, 100) - 1)',
};

/**
 * While the bar is on screen, the page scrolls what takes focus (the answer being typed, a
 * question heading) clear of the header and the bar instead of under them.
 */
function useScrollClearOf(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingTop;
    const apply = () => {
      root.style.scrollPaddingTop = `calc(var(--mw-header-height, 4rem) + ${Math.ceil(el.getBoundingClientRect().height)}px + 0.5rem)`;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingTop = before;
    };
  }, [ref]);
}

/** The exam being sat: timer, save state, question navigator, the questions and the submit step. */
export function ExamScreen({ loaded, userId }: { loaded: LoadedAttempt; userId: number }) {
  const { view, offset } = loaded;
  const { attempt, questions } = view;
  const assignmentId = attempt.assignment_id;
  const client = useQueryClient();
  const [notes, setNotes] = useState<string[]>([]);
  const [resetKeys, setResetKeys] = useState<Record<number, number>>({});
  const positionOf = (questionId: number) => questions.find((q) => q.question_id === questionId)?.position ?? '?';

  const followDeadline = (deadlineAt: string) => {
    const current = client.getQueryData<LoadedAttempt>(attemptQueryKey(assignmentId));
    if (!current || current.view.attempt.deadline_at === deadlineAt) return;
    client.setQueryData<LoadedAttempt>(attemptQueryKey(assignmentId), {
      ...current,
      view: { ...current.view, attempt: { ...current.view.attempt, deadline_at: deadlineAt } },
    });
    addNote(`Your teacher changed the time for this exam: it now ends at ${formatDate(deadlineAt, 'HH:mm')}.`);
  };
  const autosave = useAutosave<DraftAnswer>({
    storageKey: outboxKey(userId, assignmentId),
    send: (entry) => sendDraft(assignmentId, entry, offset, followDeadline),
    onConflict: ({ questionId, kept, serverAnswer }) => {
      if (kept === 'server') {
        setValues((prev) => ({ ...prev, [questionId]: serverAnswer }));
        setResetKeys((prev) => ({ ...prev, [questionId]: (prev[questionId] ?? 0) + 1 }));
        addNote(
          `Question ${positionOf(questionId)}: a newer answer was saved from another window or device. That newer answer is kept and shown here.`,
        );
      } else {
        addNote(
          `Question ${positionOf(questionId)}: an older answer had been saved from another window or device. Your answer here is newer and was kept.`,
        );
      }
    },
    onRejected: (questionId, message) =>
      addNote(`Question ${positionOf(questionId)}: your answer could not be saved (${message}).`),
  });
  const { scheduler, outbox, state } = autosave;
  const [values, setValues] = useState<Record<number, DraftAnswer>>(() => startingAnswers(view, outbox));
  const addNote = (note: string) => setNotes((prev) => [...prev, note]);

  const clock = useExamClock(attempt.deadline_at, offset);
  const timeUp = clock.secondsLeft === 0;
  useEffect(() => {
    if (!timeUp) return;
    // Saves still reach the server within the grace period; then the attempt is read again.
    void scheduler.flush().finally(() => {
      void client.invalidateQueries({ queryKey: attemptQueryKey(assignmentId) });
    });
  }, [timeUp, scheduler, client, assignmentId]);

  const statusBar = useRef<HTMLDivElement>(null);
  useScrollClearOf(statusBar);

  const [liveSave, setLiveSave] = useState('');
  const previousStatus = useRef<SaveStatus>(state.status);
  useEffect(() => {
    const text = saveAnnouncement(previousStatus.current, state.status);
    if (state.status !== 'saving' && state.status !== 'pending') previousStatus.current = state.status;
    if (text) setLiveSave(text);
  }, [state.status]);

  const [layout, setLayout] = useState<'one' | 'all'>(attempt.one_per_page ? 'one' : 'all');
  const [index, setIndex] = useState(0);
  const headings = useRef(new Map<number, HTMLHeadingElement>());
  const focusAfterRender = useRef<number | null>(null);
  useEffect(() => {
    const target = focusAfterRender.current;
    if (target === null) return;
    focusAfterRender.current = null;
    const heading = headings.current.get(target);
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'start' });
  });
  const go = (i: number) => {
    const q = questions[i];
    if (!q) return;
    focusAfterRender.current = q.question_id;
    setIndex(i);
    if (layout === 'all') {
      const heading = headings.current.get(q.question_id);
      heading?.focus();
      heading?.scrollIntoView?.({ block: 'start' });
      focusAfterRender.current = null;
    }
  };

  const update = (questionId: number, patch: Partial<DraftAnswer>) => {
    const next = { ...(values[questionId] ?? EMPTY), ...patch };
    scheduler.change(questionId, next);
    setValues((prev) => ({ ...prev, [questionId]: next }));
  };

  const states = useMemo(() => {
    const result: Record<number, NavigatorItemState> = {};
    for (const q of questions) {
      const v = values[q.question_id];
      result[q.question_id] = { answered: isAnswered(v?.answer), flagged: v?.flagged ?? false };
    }
    return result;
  }, [questions, values]);

  const [submitOpen, setSubmitOpen] = useState(false);
  const disabled = timeUp || state.status === 'closed';
  const shown = layout === 'one' ? questions.slice(index, index + 1) : questions;

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{attempt.title}</Title>
        {attempt.instructions && (
          <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {attempt.instructions}
          </Text>
        )}
      </div>

      <Paper
        ref={statusBar}
        withBorder
        shadow="xs"
        px="sm"
        py={6}
        role="group"
        aria-label="Exam status"
        style={STATUS_BAR_STYLE}
      >
        <Group gap="xs" wrap="wrap" justify="space-between">
          <ExamTimer
            secondsLeft={clock.secondsLeft}
            announcement={clock.announcement}
            dueAt={attempt.time_limit_seconds === null ? attempt.due_at : undefined}
          />
          <SaveStatusLine state={state} serverLastSavedAt={attempt.last_saved_at} persistent={outbox.persistent} />
        </Group>
        <VisuallyHidden>
          <span role="status">{liveSave}</span>
        </VisuallyHidden>
      </Paper>

      {timeUp && (
        <Alert color="orange" title="Time is up" role="alert">
          Your exam was submitted with the answers saved so far.{' '}
          <Anchor component={Link} to={routes.student.assignments}>
            Back to your assignments
          </Anchor>
        </Alert>
      )}

      {notes.length > 0 && (
        <Alert
          color="blue"
          title="About your answers"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotes([])}
        >
          <List size="sm">
            {notes.map((n, i) => (
              <List.Item key={i}>{n}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      <QuestionNavigator questions={questions} states={states} current={layout === 'one' ? index : null} onGo={go} />

      <Group gap="sm" wrap="wrap">
        <Button variant="default" onClick={() => setLayout(layout === 'one' ? 'all' : 'one')}>
          {layout === 'one' ? 'Show all questions' : 'Show one question at a time'}
        </Button>
      </Group>

      {shown.map((q) => (
        <QuestionCard
          key={`${q.question_id}-${resetKeys[q.question_id] ?? 0}`}
          ref={(el) => {
            if (el) headings.current.set(q.question_id, el);
            else headings.current.delete(q.question_id);
          }}
          question={q}
          total={questions.length}
          answer={values[q.question_id]?.answer}
          flagged={values[q.question_id]?.flagged ?? false}
          disabled={disabled}
          maxLength={attempt.max_answer_length}
          onChange={(answer: AnswerValue) => update(q.question_id, { answer })}
          onFlag={(flagged) => {
            update(q.question_id, { flagged });
            void scheduler.blur();
          }}
          onBlur={() => void scheduler.blur()}
        />
      ))}

      <Group justify="space-between" wrap="wrap" gap="sm">
        {layout === 'one' ? (
          <Group gap="sm">
            <Button variant="default" disabled={index === 0} onClick={() => go(index - 1)}>
              Previous question
            </Button>
            <Button variant="default" disabled={index >= questions.length - 1} onClick={() => go(index + 1)}>
              Next question
            </Button>
          </Group>
        ) : (
          <span />
        )}
        <Button onClick={() => setSubmitOpen(true)} disabled={disabled}>
          Submit exam…
        </Button>
      </Group>

      <SubmitDialog
        opened={submitOpen}
        onClose={() => setSubmitOpen(false)}
        assignmentId={assignmentId}
        questions={questions}
        states={states}
        scheduler={scheduler}
        outbox={outbox}
        onGo={(i) => {
          setSubmitOpen(false);
          go(i);
        }}
      />
    </Stack>
  );
}
