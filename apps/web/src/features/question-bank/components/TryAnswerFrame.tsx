import { Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** The "Try an answer" section: heading, what marks it (`intro`), the answer box, then the result. */
export function TryAnswerFrame({
  intro,
  answer,
  onAnswerChange,
  children,
}: {
  intro: string;
  answer: string;
  onAnswerChange: (answer: string) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} id={headingId} size="h3">
          Try an answer
        </Title>
        <Text size="sm">{intro}</Text>
        <Textarea
          label="Student answer"
          autosize
          minRows={3}
          maxRows={12}
          maxLength={20000}
          value={answer}
          onChange={(e) => onAnswerChange(e.currentTarget.value)}
        />
        {children}
      </Stack>
    </Paper>
  );
}
