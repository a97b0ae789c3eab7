import { Group, NumberInput, TextInput } from '@mantine/core';

/** One of the two dates of a window: its label, value (datetime-local text) and error. */
export interface WindowDateField {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * The window of set work: when it opens, when it closes (or is due), and the time limit a student
 * has once they start. Assignments and mock sessions share it; each passes its own wording.
 */
export function WindowFields({
  opens,
  closes,
  closesNoun,
  timeLimitMinutes,
  onTimeLimitMinutes,
  timeLimitError,
}: {
  opens: WindowDateField;
  closes: WindowDateField;
  /** How the time limit's description names the end of the window ("closing time", "due time"). */
  closesNoun: string;
  timeLimitMinutes: number | null;
  onTimeLimitMinutes: (minutes: number | null) => void;
  timeLimitError?: string | undefined;
}) {
  return (
    <>
      <Group grow align="flex-start" wrap="wrap">
        {[opens, closes].map((field) => (
          <TextInput
            key={field.label}
            type="datetime-local"
            label={field.label}
            required
            value={field.value}
            onChange={(e) => field.onChange(e.currentTarget.value)}
            error={field.error}
            miw={220}
          />
        ))}
      </Group>
      <NumberInput
        label="Time limit (minutes)"
        description={`Counted from when a student starts; empty for none (the ${closesNoun} still applies).`}
        min={1}
        max={1440}
        allowDecimal={false}
        value={timeLimitMinutes ?? ''}
        onChange={(v) => onTimeLimitMinutes(typeof v === 'number' && v > 0 ? v : null)}
        error={timeLimitError}
        maw={260}
      />
    </>
  );
}
