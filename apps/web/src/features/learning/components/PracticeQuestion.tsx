import { formatDate } from '@markwell/domain/time/index';
import type { PracticeQuestion as Question, PracticeResult } from '@markwell/contracts/learning';
import { Alert, Button, Checkbox, Group, NumberInput, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { HighlightedText } from '../../../components/point-highlight/HighlightedText';
import { errorMessage } from '../../../lib/api-client';
import { useAnswerPractice, useSelfAssess } from '../api/learning';

const MAX_TEXT = 10_000;

/** The explained mark of one practice answer: what earned what, what a full answer also says. */
function Feedback({ question, result }: { question: Question; result: PracticeResult }) {
  const selfAssess = useSelfAssess();
  const [said, setSaid] = useState<string | null>(null);
  const spans = result.earned.flatMap((p) =>
    p.spans.map((s) => ({ start: s.start, end: s.end, label: `Point ${p.number}`, number: p.number })),
  );
  const choiceText = (id: number) => question.choices?.find((c) => c.id === id)?.text ?? `Choice ${id}`;
  return (
    <Stack gap="sm">
      <Text fw={700}>
        {result.marks} of {result.max_marks} {result.max_marks === 1 ? 'mark' : 'marks'}
      </Text>
      {question.type === 'text' && result.answer_text && (
        <div>
          <Text size="sm" fw={600}>
            Your answer{spans.length > 0 ? ', with the words that earned each point numbered' : ''}:
          </Text>
          <HighlightedText text={result.answer_text} spans={spans} />
        </div>
      )}
      {result.earned.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            You earned:
          </Text>
          <ul>
            {result.earned.map((p) => (
              <li key={p.number}>
                Point {p.number}: {p.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.missed.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            A full answer also says:
          </Text>
          <ul>
            {result.missed.map((p) => (
              <li key={p.number}>
                Point {p.number}: {p.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.correct_choices && (
        <Text size="sm">
          The right {result.correct_choices.length === 1 ? 'answer is' : 'answers are'}:{' '}
          {result.correct_choices.map(choiceText).join('; ')}.
        </Text>
      )}
      {result.needs_review && (
        <Alert color="yellow" title="The marking is not sure of this mark">
          <Stack gap="xs">
            <Text size="sm">
              Compare your answer with the points above. Did your answer say what they say? Your teacher sees your reply
              and may change the mark.
            </Text>
            {said ? (
              <Text size="sm" role="status">
                Thank you: your teacher will see that you said “{said}”.
              </Text>
            ) : (
              <Group gap="xs" role="group" aria-label="Did your answer say this?">
                {(['yes', 'partly', 'no'] as const).map((a) => (
                  <Button
                    key={a}
                    variant="default"
                    size="compact-sm"
                    loading={selfAssess.isPending && selfAssess.variables?.assessment === a}
                    onClick={() => selfAssess.mutate({ id: result.id, assessment: a }, { onSuccess: () => setSaid(a) })}
                  >
                    {a === 'yes' ? 'Yes' : a === 'partly' ? 'Partly' : 'No'}
                  </Button>
                ))}
              </Group>
            )}
            {selfAssess.isError && (
              <Text size="sm" role="alert">
                {errorMessage(selfAssess.error)}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      <Text size="sm" c="dark.6">
        This question comes back for revision on {formatDate(result.next_review)}.
      </Text>
    </Stack>
  );
}

/**
 * One practice question: the student answers, the server marks it at once, and the explained mark
 * is announced (a polite live region) where the answer was.
 */
export function PracticeQuestion({
  lessonId,
  question,
  position,
  total,
  source,
  onAnswered,
}: {
  lessonId: number;
  question: Question;
  position: number;
  total: number;
  source: 'practice' | 'revision';
  onAnswered?: (result: PracticeResult) => void;
}) {
  const uid = useId();
  const [text, setText] = useState('');
  const [choices, setChoices] = useState<string[]>([]);
  const [number, setNumber] = useState<string | number>('');
  const answer = useAnswerPractice();
  const result = answer.data;
  const value =
    question.type === 'text'
      ? text.trim() === ''
        ? null
        : text
      : question.type === 'choice'
        ? choices.length
          ? choices.map(Number)
          : null
        : number === '' || Number.isNaN(Number(number))
          ? null
          : Number(number);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value === null || result) return;
    answer.mutate(
      { lesson_id: lessonId, question_id: question.question_id, answer: value, source },
      { onSuccess: onAnswered },
    );
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${uid}-title`}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={`${uid}-title`}>
            Question {position} of {total}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{question.text}</Text>
          <Text size="sm" c="dark.6">
            {question.max_marks} {question.max_marks === 1 ? 'mark' : 'marks'}
          </Text>
          {question.type === 'text' && (
            <Textarea
              label="Your answer"
              autosize
              minRows={3}
              maxLength={MAX_TEXT}
              value={text}
              readOnly={Boolean(result)}
              onChange={(e) => setText(e.currentTarget.value)}
            />
          )}
          {question.type === 'choice' &&
            (question.multiple ? (
              <Checkbox.Group label="Your answer (choose all that apply)" value={choices} onChange={setChoices}>
                <Stack gap={4} mt={4}>
                  {question.choices?.map((c) => (
                    <Checkbox key={c.id} value={String(c.id)} label={c.text} disabled={Boolean(result)} />
                  ))}
                </Stack>
              </Checkbox.Group>
            ) : (
              <Radio.Group label="Your answer" value={choices[0] ?? null} onChange={(v) => setChoices([v])}>
                <Stack gap={4} mt={4}>
                  {question.choices?.map((c) => (
                    <Radio key={c.id} value={String(c.id)} label={c.text} disabled={Boolean(result)} />
                  ))}
                </Stack>
              </Radio.Group>
            ))}
          {question.type === 'numeric' && (
            <NumberInput label="Your answer" value={number} onChange={setNumber} readOnly={Boolean(result)} />
          )}
          {!result && (
            <Group>
              <Button type="submit" loading={answer.isPending} disabled={value === null}>
                Check my answer
              </Button>
            </Group>
          )}
          {answer.isError && (
            <Text role="alert" c="red.9">
              {errorMessage(answer.error)}
            </Text>
          )}
          <div aria-live="polite">{result && <Feedback question={question} result={result} />}</div>
        </Stack>
      </form>
    </Paper>
  );
}
