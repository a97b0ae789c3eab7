import { Group, Image, NumberInput, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { plural } from './format';
import { totalMarks, type DraftSection } from './template-draft';

/**
 * The template as a student sees it when sitting it: instructions, sections and questions with
 * their marks and answer fields. Built only from what students get (text, choices, unit): no mark
 * scheme ever reaches this view. The fields are inert (read-only) here.
 */
export function StudentPreview({
  name,
  instructions,
  timeLimitMinutes,
  sections,
}: {
  name: string;
  instructions: string;
  timeLimitMinutes: number | null;
  sections: DraftSection[];
}) {
  // Questions are numbered across sections: the number of the first question of each section.
  const firstNumber = sections.map((_, s) => sections.slice(0, s).reduce((n, sec) => n + sec.questions.length, 1));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="preview-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="preview-heading">
          Preview: {name || 'Untitled exam'}
        </Title>
        <Text size="sm">
          {plural(totalMarks(sections), 'mark')}
          {timeLimitMinutes ? `; ${plural(timeLimitMinutes, 'minute')}` : '; no time limit'}
        </Text>
        {instructions && <Text style={{ whiteSpace: 'pre-wrap' }}>{instructions}</Text>}
        {sections.map((section, s) => (
          <Stack
            key={section.key}
            gap="sm"
            component="section"
            aria-label={`Preview of ${section.title || `section ${s + 1}`}`}
          >
            <Title order={3} size="h4">
              {section.title || `Section ${s + 1}`}
            </Title>
            {section.questions.map((q, i) => {
              const number = firstNumber[s]! + i;
              const label = `Answer to question ${number}`;
              return (
                <div key={q.id} className="exam-preview-question">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Text fw={600} component="p">
                      {number}. {q.text}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      [{plural(q.marks, 'mark')}]
                    </Text>
                  </Group>
                  {q.photoUrl && <Image src={q.photoUrl} alt="" maw={360} />}
                  {q.type === 'choice' ? (
                    <Radio.Group label={label} size="sm">
                      <Stack gap={4} mt={4}>
                        {(q.choices ?? []).map((choice, c) => (
                          <Radio key={c} value={String(c)} label={choice} readOnly />
                        ))}
                      </Stack>
                    </Radio.Group>
                  ) : q.type === 'numeric' ? (
                    <NumberInput
                      label={label}
                      readOnly
                      rightSection={q.unit ? <Text size="sm">{q.unit}</Text> : undefined}
                      maw={240}
                    />
                  ) : (
                    <Textarea label={label} readOnly autosize minRows={3} />
                  )}
                </div>
              );
            })}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
