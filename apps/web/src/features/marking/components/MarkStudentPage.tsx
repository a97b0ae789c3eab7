import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { AnswerMark, StudentMarking } from '@markwell/contracts/marking';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStudentMarking } from '../api/get-student-marking';
import { useSetNoCredit } from '../api/set-no-credit';
import { useUnsavedDraft } from '../lib/unsaved-draft';
import { AnswerMarker } from './AnswerMarker';
import { AttemptFeedbackForm } from './AttemptFeedbackForm';
import { WARNING } from '../../../lib/text-colours';
import { dateTime, marksOf } from './format';
import { MarkingBreadcrumbs } from './MarkingBreadcrumbs';
import { idParam, MarkingPageState } from './MarkingPageState';
import { ShortcutsDialog } from './ShortcutsDialog';
import { TargetList } from './TargetList';
import './marking.css';

function StudentMarkingView({ marking }: { marking: StudentMarking }) {
  const [index, setIndex] = useState(0);
  const [help, setHelp] = useState(false);
  const [message, setMessage] = useState('');
  // Where the keys hit an end of the list; shown after the last save's message.
  const [edge, setEdge] = useState('');
  const noCredit = useSetNoCredit(marking.assignment_id);
  const current = marking.questions[Math.min(index, marking.questions.length - 1)];

  const unsaved = useUnsavedDraft();

  function go(to: number) {
    if (to < 0) return setEdge('This is the first question.');
    if (to >= marking.questions.length)
      return setEdge(
        'That was the last question. Write feedback on the whole attempt below, or go to the next student.',
      );
    if (!unsaved.mayLeave()) return;
    setEdge('');
    setIndex(to);
  }

  function saved(marks: AnswerMark[]) {
    const m = marks[0];
    setEdge('');
    if (m) setMessage(`Saved: question ${m.position} at ${marksOf(m.marks, m.max_marks)}.`);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{marking.student.name}</Title>
        <Button variant="default" onClick={() => setHelp(true)}>
          Keyboard shortcuts (?)
        </Button>
      </Group>
      <Group gap="xs">
        <Badge variant="filled" color="dark" size="lg">
          {marksOf(marking.marks, marking.max_marks)} marks
        </Badge>
        <Text size="sm">Submitted {dateTime(marking.submitted_at)}</Text>
        {marking.released && (
          <Badge variant="light" color={WARNING}>
            Released
          </Badge>
        )}
      </Group>
      <Switch
        label="Not for credit (left out of totals and statistics)"
        checked={marking.no_credit}
        disabled={noCredit.isPending}
        onChange={(e) => noCredit.mutate({ student_id: marking.student.id, no_credit: e.currentTarget.checked })}
      />
      {marking.released && (
        <Alert color={WARNING} title="These marks are released">
          The student sees a change as soon as you confirm it.
        </Alert>
      )}
      <Text role="status" aria-live="polite" size="sm" fw={600}>
        {[message, edge].filter(Boolean).join(' ')}
      </Text>
      {current && (
        <div className="mk-layout">
          <TargetList
            label="Questions"
            current={index}
            onChoose={go}
            items={marking.questions.map((q) => ({
              key: String(q.answer.answer_id),
              label: `Question ${q.question.position}`,
              detail: `${marksOf(q.answer.marks, q.answer.max_marks)}${q.answer.needs_review ? ', needs review' : q.answer.source === 'teacher' ? ', marked' : ''}`,
            }))}
          />
          <AnswerMarker
            key={current.answer.answer_id}
            assignmentId={marking.assignment_id}
            question={current.question}
            answers={[current.answer]}
            title={`Question ${current.question.position} of ${marking.questions.length}`}
            shortcuts={!help}
            onNext={() => go(index + 1)}
            onPrevious={() => go(index - 1)}
            onHelp={() => setHelp(true)}
            onDirtyChange={unsaved.report}
            onSaved={saved}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {current.question.text}
            </Text>
          </AnswerMarker>
        </div>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="attempt-feedback">
        <Title order={2} size="h4" id="attempt-feedback" mb="xs">
          Feedback on the attempt
        </Title>
        <AttemptFeedbackForm
          key={marking.attempt_id}
          assignmentId={marking.assignment_id}
          feedback={marking.feedback}
        />
      </Paper>
      <Group justify="space-between">
        {marking.previous_student_id !== null ? (
          <Button
            component={Link}
            variant="default"
            to={routes.teacher.markStudent(marking.assignment_id, marking.previous_student_id)}
          >
            Previous student
          </Button>
        ) : (
          <span />
        )}
        {marking.next_student_id !== null && (
          <Button component={Link} to={routes.teacher.markStudent(marking.assignment_id, marking.next_student_id)}>
            Next student
          </Button>
        )}
      </Group>
      <ShortcutsDialog opened={help} onClose={() => setHelp(false)} />
    </Stack>
  );
}

/** /teacher/assignments/:id/marking/students/:sid: one student's attempt, question after question. */
export function MarkStudentPage() {
  const params = useParams();
  const assignmentId = idParam(params.id);
  const studentId = idParam(params.sid);
  const marking = useStudentMarking(assignmentId, studentId);
  usePageTitle(marking.data ? `Marking ${marking.data.student.name}` : 'Marking');
  return (
    <MarkingPageState query={marking} what="the attempt" valid={assignmentId !== null && studentId !== null}>
      {(m) => (
        <Stack gap="sm">
          <MarkingBreadcrumbs assignmentId={m.assignment_id} title={m.title} />
          <StudentMarkingView key={m.student.id} marking={m} />
        </Stack>
      )}
    </MarkingPageState>
  );
}
