import { Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { useId, useState, type KeyboardEvent } from 'react';
import './question-bank.css';

/**
 * A tag-like list of accepted phrases: each phrase is an item with its own remove button; a
 * text box adds one (Enter or the button). Phrases may contain commas, so nothing splits them.
 */
export function PhraseListInput({
  label,
  phrases,
  onChange,
  error,
}: {
  /** e.g. "Accepted phrases of point 1". */
  label: string;
  phrases: string[];
  onChange: (phrases: string[]) => void;
  error?: string | undefined;
}) {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState('');
  const listId = useId();

  function add() {
    const phrase = value.trim().replace(/\s+/g, ' ');
    if (!phrase) return;
    if (phrases.some((p) => p.toLowerCase() === phrase.toLowerCase())) {
      setMessage(`“${phrase}” is already in the list.`);
      return;
    }
    onChange([...phrases, phrase]);
    setValue('');
    setMessage(`Added “${phrase}”.`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div>
      <Text fw={500} size="sm" id={listId} mb={4}>
        {label}
      </Text>
      {phrases.length ? (
        <ul className="qb-phrase-list" aria-labelledby={listId}>
          {phrases.map((phrase, i) => (
            <li key={`${i}:${phrase}`} className="qb-phrase">
              <span>{phrase}</span>
              <CloseButton
                size="sm"
                aria-label={`Remove phrase “${phrase}”`}
                onClick={() => {
                  onChange(phrases.filter((_, j) => j !== i));
                  setMessage(`Removed “${phrase}”.`);
                }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Text size="sm">No phrases yet.</Text>
      )}
      <Group gap="xs" align="flex-end" mt="xs">
        <TextInput
          aria-label={`New phrase for ${label.toLowerCase()}`}
          placeholder="e.g. light energy"
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setMessage('');
          }}
          onKeyDown={onKeyDown}
          error={error}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={add} disabled={!value.trim()}>
          Add phrase
        </Button>
      </Group>
      <Text size="xs" role="status" aria-live="polite" mt={2}>
        {message}
      </Text>
    </div>
  );
}
