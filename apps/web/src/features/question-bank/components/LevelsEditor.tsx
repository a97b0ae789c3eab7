import { DANGER } from '../../../lib/text-colours';
import { Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { newKey, type DraftErrors, type DraftLevel } from './question-draft';

/** Level bands of a levelled question: the engine suggests the highest level whose points are reached. */
export function LevelsEditor({
  levels,
  onChange,
  errors,
}: {
  levels: DraftLevel[];
  onChange: (levels: DraftLevel[]) => void;
  errors: DraftErrors;
}) {
  const update = (key: string, change: Partial<DraftLevel>) =>
    onChange(levels.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const digits = (s: string) => s.replace(/[^\d]/g, '').slice(0, 3);
  return (
    <Stack gap="xs">
      <Text size="sm">The engine suggests the highest level whose marking points are found; the teacher decides.</Text>
      {errors.levels && (
        <Text size="sm" c={DANGER} role="alert">
          {errors.levels}
        </Text>
      )}
      {levels.map((level, i) => (
        <Group key={level.key} align="flex-start" gap="xs">
          <TextInput
            label={`Level ${i + 1}: number`}
            inputMode="numeric"
            w={130}
            value={level.level}
            onChange={(e) => update(level.key, { level: digits(e.currentTarget.value) })}
            error={errors[`levels.${level.key}.level`]}
          />
          <TextInput
            label={`Level ${i + 1}: points needed`}
            inputMode="numeric"
            w={170}
            value={level.minPoints}
            onChange={(e) => update(level.key, { minPoints: digits(e.currentTarget.value) })}
            error={errors[`levels.${level.key}.minPoints`]}
          />
          <TextInput
            label={`Level ${i + 1}: descriptor`}
            value={level.descriptor}
            onChange={(e) => update(level.key, { descriptor: e.currentTarget.value })}
            style={{ flex: 1, minWidth: 180 }}
          />
          <CloseButton
            aria-label={`Remove level ${i + 1}`}
            mt={28}
            onClick={() => onChange(levels.filter((l) => l.key !== level.key))}
          />
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          onClick={() =>
            onChange([
              ...levels,
              {
                key: newKey('level'),
                level: String(levels.length + 1),
                minPoints: String(levels.length + 1),
                descriptor: '',
              },
            ])
          }
        >
          Add level
        </Button>
      </Group>
    </Stack>
  );
}
