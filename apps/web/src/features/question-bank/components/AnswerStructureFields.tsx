import { Button, CloseButton, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { DraftErrors, DraftStructure, StructureKind } from './question-draft';

const KINDS: { value: StructureKind; label: string }[] = [
  { value: 'none', label: 'None (free text, marked by phrases)' },
  { value: 'numeric', label: 'Numeric value with tolerance and unit' },
  { value: 'parts', label: 'Labelled parts' },
  { value: 'text', label: 'Text' },
];

/** The expected shape of an answer, as the marking engine supports it. */
export function AnswerStructureFields({
  structure,
  onChange,
  errors,
}: {
  structure: DraftStructure;
  onChange: (structure: DraftStructure) => void;
  errors: DraftErrors;
}) {
  const set = (change: Partial<DraftStructure>) => onChange({ ...structure, ...change });
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Answer structure"
        value={structure.kind}
        onChange={(e) => set({ kind: e.currentTarget.value as StructureKind })}
        data={KINDS}
      />
      {structure.kind === 'numeric' && (
        <>
          <Text size="sm">
            Marking points without phrases (and phrases that are only a quantity, like “9.8 m/s2”) are matched by a
            number in the answer within the tolerance, and by the unit when one is set.
          </Text>
          <Group align="flex-start">
            <TextInput
              label="Expected value"
              inputMode="decimal"
              value={structure.value}
              onChange={(e) => set({ value: e.currentTarget.value })}
              error={errors['structure.value']}
              w={160}
              required
            />
            <TextInput
              label="Tolerance (±)"
              inputMode="decimal"
              value={structure.tolerance}
              onChange={(e) => set({ tolerance: e.currentTarget.value })}
              error={errors['structure.tolerance']}
              w={160}
            />
            <TextInput
              label="Unit"
              placeholder="e.g. m/s2"
              value={structure.unit}
              onChange={(e) => set({ unit: e.currentTarget.value })}
              w={160}
            />
          </Group>
        </>
      )}
      {structure.kind === 'parts' && (
        <Stack gap="xs">
          <Text size="sm">
            The parts the answer should have (for information; points match anywhere in the answer).
          </Text>
          {structure.parts.map((label, i) => (
            <Group key={i} gap="xs" align="flex-end">
              <TextInput
                label={`Part ${i + 1} label`}
                value={label}
                onChange={(e) => set({ parts: structure.parts.map((p, j) => (j === i ? e.currentTarget.value : p)) })}
                error={i === 0 ? errors['structure.parts'] : undefined}
                style={{ flex: 1 }}
              />
              <CloseButton
                aria-label={`Remove part ${i + 1}`}
                mb={6}
                onClick={() => set({ parts: structure.parts.filter((_, j) => j !== i) })}
                disabled={structure.parts.length === 1}
              />
            </Group>
          ))}
          <Group>
            <Button variant="light" size="compact-sm" onClick={() => set({ parts: [...structure.parts, ''] })}>
              Add part
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
