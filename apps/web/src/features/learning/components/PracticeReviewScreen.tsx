import type { PracticeReviewItem } from '@markwell/contracts/learning-staff';
import { Alert, Button, Group, NativeSelect, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@markwell/domain/time/index';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryView';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePracticeReviewCounts, usePracticeReviews, useReviewPracticeAnswer } from '../api/learning-staff';

const SELF: Record<NonNullable<PracticeReviewItem['self_assessment']>, string> = {
  yes: 'Yes, it says what the model answer says',
  partly: 'Partly',
  no: 'No',
};

/**
 * /teacher/practice-review: a class's practice answers the marking engine was unsure of, newest
 * first. Per answer the teacher confirms the engine's mark or gives another; the teacher's mark
 * then counts instead of the engine's, and the student is told.
 */
export function PracticeReviewScreen() {
  usePageTitle('Practice to review');
  const [params, setParams] = useSearchParams();
  const counts = usePracticeReviewCounts();
  const asked = Number(params.get('class'));
  const classes = counts.data ?? [];
  const groupId = classes.some((c) => c.group_id === asked)
    ? asked
    : ((classes.find((c) => c.to_review > 0) ?? classes[0])?.group_id ?? null);
  const reviews = usePracticeReviews(groupId);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Practice to review</Title>
        <Text size="sm">
          Practice answers the marking was unsure of, which the student compared with the model answer. Confirm the mark
          or change it: your mark then counts instead, and the student sees it on the lesson.
        </Text>
      </div>
      <QueryError query={counts} />
      {counts.isPending ? (
        <PageLoader />
      ) : classes.length === 0 ? (
        <Text>You have no classes yet.</Text>
      ) : (
        <>
          <NativeSelect
            label="Class"
            value={groupId ? String(groupId) : ''}
            onChange={(e) => setParams({ class: e.currentTarget.value })}
            data={classes.map((c) => ({
              value: String(c.group_id),
              label: `${c.group_name} (${c.to_review} to review)`,
            }))}
            w={360}
            maw="100%"
          />
          <QueryError query={reviews} />
          {reviews.isPending ? (
            <PageLoader />
          ) : (
            reviews.data && (
              <Stack gap="md">
                <Text role="status">
                  {reviews.data.total === 0
                    ? `Nothing to review in ${reviews.data.group.name}.`
                    : reviews.data.total > reviews.data.items.length
                      ? `${reviews.data.total} answers to review in ${reviews.data.group.name}; the newest ${reviews.data.items.length} are shown.`
                      : `${reviews.data.total} answer${reviews.data.total === 1 ? '' : 's'} to review in ${reviews.data.group.name}.`}
                </Text>
                {reviews.data.items.map((item) => (
                  <ReviewItem key={item.id} item={item} />
                ))}
              </Stack>
            )
          )}
        </>
      )}
    </Stack>
  );
}

function ReviewItem({ item }: { item: PracticeReviewItem }) {
  const review = useReviewPracticeAnswer();
  const [changing, setChanging] = useState(false);
  const [marks, setMarks] = useState<number | ''>(item.engine_marks);
  const [done, setDone] = useState<string | null>(null);
  const [inputError, setInputError] = useState('');
  const headingId = `review-${item.id}`;

  const send = (value: number, what: 'confirmed' | 'changed') =>
    review.mutate(
      { id: item.id, marks: value },
      {
        onSuccess: (r) => {
          setChanging(false);
          setDone(
            what === 'confirmed' || r.teacher_marks === r.engine_marks
              ? `Mark confirmed: ${r.teacher_marks}/${r.max_marks}.`
              : `Mark changed to ${r.teacher_marks}/${r.max_marks} (the engine gave ${r.engine_marks}).`,
          );
        },
      },
    );

  const onChange = (e: FormEvent) => {
    e.preventDefault();
    if (marks === '' || !Number.isInteger(marks) || marks < 0 || marks > item.max_marks) {
      setInputError(`Give a whole number from 0 to ${item.max_marks}.`);
      return;
    }
    setInputError('');
    send(marks, 'changed');
  };

  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {item.student.name}: {item.lesson.name}
        </Title>
        <Text size="sm">Answered on {formatDate(item.answered_at)}</Text>
        <Text fw={500}>{item.question_text}</Text>
        <div>
          <Text size="sm" fw={500}>
            Answer
          </Text>
          <Text
            component="blockquote"
            m={0}
            pl="sm"
            style={{ borderLeft: '3px solid var(--mantine-color-gray-4)', whiteSpace: 'pre-wrap' }}
          >
            {item.answer_text || '(no answer)'}
          </Text>
        </div>
        <Text size="sm">
          Engine’s mark: {item.engine_marks}/{item.max_marks}. Student’s own check:{' '}
          {item.self_assessment ? SELF[item.self_assessment] : 'not given'}.
        </Text>
        {item.correct_choices && <Text size="sm">Right choice: {item.correct_choices.join(', ') || 'none'}.</Text>}
        {item.marking_points.length > 0 && (
          <div>
            <Text size="sm" fw={500}>
              Marking points
            </Text>
            <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {item.marking_points.map((p) => (
                <li key={p.number}>
                  <Text size="sm">
                    {p.text} ({p.marks} mark{p.marks === 1 ? '' : 's'})
                  </Text>
                </li>
              ))}
            </ol>
          </div>
        )}
        <div role="status">{done && <Text c="#15803d">{done}</Text>}</div>
        {review.isError && (
          <Alert color="#b91c1c" role="alert" title="Mark not saved">
            {errorMessage(review.error)}
          </Alert>
        )}
        {!done && (
          <Group align="flex-end">
            <Button onClick={() => send(item.engine_marks, 'confirmed')} loading={review.isPending && !changing}>
              Confirm {item.engine_marks}/{item.max_marks}
            </Button>
            {!changing ? (
              <Button variant="default" onClick={() => setChanging(true)}>
                Change mark
              </Button>
            ) : (
              <form onSubmit={onChange} noValidate aria-label={`Change the mark of ${item.student.name}`}>
                <Group align="flex-end">
                  <NumberInput
                    label={`New mark (0 to ${item.max_marks})`}
                    min={0}
                    max={item.max_marks}
                    allowDecimal={false}
                    allowNegative={false}
                    value={marks}
                    error={inputError || undefined}
                    onChange={(v) => setMarks(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
                    w={180}
                    data-autofocus
                  />
                  <Button type="submit" loading={review.isPending && changing}>
                    Save mark
                  </Button>
                  <Button variant="subtle" onClick={() => setChanging(false)}>
                    Cancel
                  </Button>
                </Group>
              </form>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
