import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { MAX_QUERY_LENGTH, type AttemptReview } from '@markwell/contracts/marking';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { HighlightedText, HighlightKey } from '../../../components/point-highlight/HighlightedText';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateMarkQuery } from '../api/mark-queries';
import { useReview } from '../api/get-review';
import { DANGER, SUCCESS, WARNING } from '../../../lib/text-colours';
import { dateTime, marksOf, plural } from './format';
import { idParam, MarkingPageState } from './MarkingPageState';
import './marking.css';

type ReviewQuestion = AttemptReview['questions'][number];
type ReviewPoint = ReviewQuestion['points'][number];

const QUERY_STATE = {
  open: { label: 'Your query is with your teacher', color: WARNING },
  upheld: { label: 'Your teacher agreed', color: SUCCESS },
  rejected: { label: 'Your teacher kept the mark', color: 'gray' },
} as const;

/** "I did say this": asks the teacher to look again at one point, in the student's own words. */
function QueryForm({
  assignmentId,
  questionId,
  point,
}: {
  assignmentId: number;
  questionId: number;
  point: ReviewPoint;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const ask = useCreateMarkQuery(assignmentId);
  if (!open)
    return (
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => setOpen(true)}
        aria-label={`I did say this: point ${point.number}`}
      >
        I did say this
      </Button>
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) ask.mutate({ question_id: questionId, point_id: point.point_id, text: text.trim() });
      }}
    >
      <Stack gap={6}>
        <Textarea
          label={`Where in your answer did you say “${point.text}”?`}
          autosize
          minRows={2}
          maxLength={MAX_QUERY_LENGTH}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
          autoFocus
        />
        {ask.error && (
          <Alert color={DANGER} role="alert">
            {errorMessage(ask.error)}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" size="compact-sm" loading={ask.isPending} disabled={!text.trim()}>
            Send to my teacher
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "2 of 3", with at most one decimal like the badges. */
const changedTo = (marks: number, max: number) => `${Math.round(marks * 10) / 10} of ${max}`;

function QuestionReview({ assignmentId, q }: { assignmentId: number; q: ReviewQuestion }) {
  const headingId = `review-q-${q.question_id}`;
  const answer = q.answer;
  // The teacher set the mark themselves: it replaces the points, which can no longer be queried.
  const overridden = q.override != null;
  const spans = q.points.flatMap((p) =>
    p.awarded
      ? p.matches.map((m) => ({ start: m.start, end: m.end, label: `Point ${p.number}`, number: p.number }))
      : [],
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            Question {q.position}
          </Title>
          <Badge size="lg" variant="filled" color="dark">
            {marksOf(q.marks, q.max_marks)} marks{q.level !== null ? `, level ${q.level}` : ''}
          </Badge>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{q.text}</Text>
        <Text fw={600} size="sm">
          Your answer
        </Text>
        {answer === null || (typeof answer === 'string' && !answer.trim()) ? (
          <Text fs="italic">You left this blank.</Text>
        ) : Array.isArray(answer) ? (
          <List size="sm" listStyleType="none">
            {(q.choices ?? []).map((c) => (
              <List.Item key={c.id}>
                {answer.includes(c.id) ? '☑ ' : '☐ '}
                {c.text}
                {c.correct ? ' (correct)' : ''}
              </List.Item>
            ))}
          </List>
        ) : (
          <>
            {q.points.length > 0 && (
              <HighlightKey
                points={q.points.map((p) => ({ id: String(p.point_id), label: p.text, number: p.number }))}
              />
            )}
            <HighlightedText text={String(answer)} spans={spans} />
          </>
        )}
        {overridden && (
          <Alert
            color="blue"
            variant="light"
            title={`Your teacher changed this mark to ${changedTo(q.marks, q.max_marks)}`}
          >
            {q.feedback ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {q.feedback}
              </Text>
            ) : (
              <Text size="sm">Your teacher marked this answer themselves.</Text>
            )}
            {q.points.length > 0 && (
              <Text size="sm" mt={4}>
                Their mark replaces the marking points below, so those points are not counted and cannot be queried.
              </Text>
            )}
          </Alert>
        )}
        {q.points.length > 0 && (
          <List spacing="xs" aria-label={`Marking points of question ${q.position}`} listStyleType="none">
            {q.points.map((p) => (
              <List.Item key={p.point_id}>
                <Stack gap={4}>
                  <Text size="sm">
                    <Text span fw={700} c={p.awarded ? SUCCESS : DANGER}>
                      {overridden ? (p.awarded ? '✓ Found' : '✗ Not found') : p.awarded ? '✓ Awarded' : '✗ Not awarded'}
                    </Text>{' '}
                    point {p.number} ({plural(p.marks, 'mark')}): {p.text}
                    {p.awarded && p.matches.length > 0
                      ? ` — you wrote ${p.matches.map((m) => `“${m.text}”`).join(', ')}`
                      : ''}
                  </Text>
                  {p.query ? (
                    <Text size="sm" c={QUERY_STATE[p.query.status].color} fw={600}>
                      {QUERY_STATE[p.query.status].label}
                      {p.query.reply ? `: “${p.query.reply}”` : '.'}
                    </Text>
                  ) : (
                    !p.awarded &&
                    !overridden && <QueryForm assignmentId={assignmentId} questionId={q.question_id} point={p} />
                  )}
                </Stack>
              </List.Item>
            ))}
          </List>
        )}
        {q.feedback && !overridden && (
          <Alert color="blue" variant="light" title="Feedback">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {q.feedback}
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** /student/assignments/:id/review: the student's released marks, the points earned with their words, feedback. */
export function ReviewPage() {
  const params = useParams();
  const assignmentId = idParam(params.id);
  const review = useReview(assignmentId);
  usePageTitle(review.data ? `Your marks: ${review.data.title}` : 'Your marks');
  if (isApiError(review.error) && review.error.code === 'marks_not_released')
    return (
      <Stack gap="md">
        <Anchor component={Link} to={routes.student.assignments}>
          Back to your assignments
        </Anchor>
        <Title order={1}>Your marks</Title>
        <Text>Your teacher has not released the marks yet. You will get a notification when they do.</Text>
      </Stack>
    );
  return (
    <MarkingPageState query={review} what="your marks" valid={assignmentId !== null}>
      {(r) => (
        <Stack gap="md">
          <Anchor component={Link} to={routes.student.assignments}>
            Back to your assignments
          </Anchor>
          <Title order={1}>Your marks: {r.title}</Title>
          <Group gap="xs">
            <Badge size="xl" variant="filled" color="dark">
              {marksOf(r.marks, r.max_marks)} marks
            </Badge>
            {r.no_credit && <Text size="sm">Not for credit: this attempt does not count towards your totals.</Text>}
          </Group>
          {r.scheme_shown_at ? (
            <Alert color="blue" variant="light" title="Mark scheme not shown yet">
              Others can still sit this work: the mark scheme and the correct answers are shown once the work closes for
              everyone, {dateTime(r.scheme_shown_at)}. You can query a mark then.
            </Alert>
          ) : (
            <Text size="sm">
              If you think you earned a point you were not given, press “I did say this” beside it and say where: your
              teacher will look again.
            </Text>
          )}
          {r.feedback && (
            <Alert color="blue" variant="light" title="Your teacher’s feedback">
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.feedback}</Text>
            </Alert>
          )}
          {r.questions.map((q) => (
            <QuestionReview key={q.question_id} assignmentId={r.assignment_id} q={q} />
          ))}
        </Stack>
      )}
    </MarkingPageState>
  );
}
