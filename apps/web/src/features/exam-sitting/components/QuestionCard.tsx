import {
  Anchor,
  Badge,
  Card,
  Checkbox,
  Group,
  Image,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { AnswerValue, SittingQuestion } from '@markwell/contracts/attempts';
import { forwardRef, useState } from 'react';
import { parseNumber } from '../lib/answers';

export interface QuestionCardProps {
  question: SittingQuestion;
  total: number;
  answer: AnswerValue | undefined;
  flagged: boolean;
  disabled: boolean;
  maxLength: number;
  onChange: (answer: AnswerValue) => void;
  onFlag: (flagged: boolean) => void;
  /** A field was left: send now. */
  onBlur: () => void;
}

const marksText = (n: number) => `${n} ${n === 1 ? 'mark' : 'marks'}`;

/**
 * One question with its answer field: a plain textarea (free text, never HTML), radios or check
 * boxes (multiple choice), or a text field read as a number. The heading takes focus when the
 * student moves to the question.
 */
export const QuestionCard = forwardRef<HTMLHeadingElement, QuestionCardProps>(function QuestionCard(
  { question: q, total, answer, flagged, disabled, maxLength, onChange, onFlag, onBlur },
  headingRef,
) {
  const headingId = `question-${q.question_id}-heading`;
  const textId = `question-${q.question_id}-text`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1}>
            Question {q.position} of {total}
          </Title>
          <Badge variant="light" color="dark">
            {marksText(q.max_marks)}
          </Badge>
        </Group>
        {q.section_title && (
          <Text size="sm" fw={700}>
            {q.section_title}
          </Text>
        )}
        <Text id={textId} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {q.text}
        </Text>
        {q.photo_url && <Image src={q.photo_url} alt={`Picture for question ${q.position}`} maw="100%" w="auto" />}
        {q.media && (
          <Anchor href={q.media} target="_blank" rel="noopener noreferrer">
            Media for question {q.position} (opens in a new tab)
          </Anchor>
        )}
        <AnswerField
          question={q}
          answer={answer}
          disabled={disabled}
          maxLength={maxLength}
          onChange={onChange}
          onBlur={onBlur}
        />
        <Switch
          label={`Flag question ${q.position} for review`}
          checked={flagged}
          disabled={disabled}
          onChange={(e) => onFlag(e.currentTarget.checked)}
        />
      </Stack>
    </Card>
  );
});

function AnswerField({
  question: q,
  answer,
  disabled,
  maxLength,
  onChange,
  onBlur,
}: {
  question: SittingQuestion;
  answer: AnswerValue | undefined;
  disabled: boolean;
  maxLength: number;
  onChange: (answer: AnswerValue) => void;
  onBlur: () => void;
}) {
  const label = `Your answer to question ${q.position}`;
  switch (q.type) {
    case 'text': {
      const text = typeof answer === 'string' ? answer : '';
      return (
        <Textarea
          label={label}
          description={q.parts?.length ? `Answer each part: ${q.parts.join(', ')}` : undefined}
          value={text}
          disabled={disabled}
          autosize
          minRows={4}
          maxRows={16}
          maxLength={maxLength}
          spellCheck
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
        />
      );
    }
    case 'choice': {
      const picked = Array.isArray(answer) ? answer : [];
      if (q.multiple) {
        return (
          <Checkbox.Group
            label={`${label} (choose all that apply)`}
            value={picked.map(String)}
            onChange={(values) => onChange(values.map(Number))}
          >
            <Stack gap="xs" mt="xs">
              {q.choices.map((c) => (
                <Checkbox key={c.id} value={String(c.id)} label={c.text} disabled={disabled} onBlur={onBlur} />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      }
      return (
        <Radio.Group
          label={`${label} (choose one)`}
          value={picked[0] === undefined ? null : String(picked[0])}
          onChange={(value) => onChange([Number(value)])}
        >
          <Stack gap="xs" mt="xs">
            {q.choices.map((c) => (
              <Radio key={c.id} value={String(c.id)} label={c.text} disabled={disabled} onBlur={onBlur} />
            ))}
          </Stack>
        </Radio.Group>
      );
    }
    case 'numeric':
      return <NumericField label={label} answer={answer} disabled={disabled} onChange={onChange} onBlur={onBlur} />;
  }
}

/** Keeps what is typed ("3.", "-") as text; sends the number once it reads as one. */
function NumericField({
  label,
  answer,
  disabled,
  onChange,
  onBlur,
}: {
  label: string;
  answer: AnswerValue | undefined;
  disabled: boolean;
  onChange: (answer: AnswerValue) => void;
  onBlur: () => void;
}) {
  const [text, setText] = useState(typeof answer === 'number' ? String(answer) : '');
  const parsed = parseNumber(text);
  return (
    <TextInput
      label={label}
      description="A number, e.g. 3.5"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      disabled={disabled}
      maw={320}
      error={parsed === undefined ? 'This is not a number yet: it is not saved until it is one.' : undefined}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setText(value);
        const n = parseNumber(value);
        if (n !== undefined) onChange(n);
      }}
      onBlur={onBlur}
    />
  );
}
