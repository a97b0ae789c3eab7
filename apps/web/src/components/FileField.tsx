import { Button, Group, Text } from '@mantine/core';
import { useId, useImperativeHandle, useRef, type Ref } from 'react';

/** What a parent may do with a FileField: forget the chosen file (after an upload). */
export interface FileFieldHandle {
  clear: () => void;
}

/**
 * A file picker that looks like the app's other controls: a "Choose file" button with the chosen
 * file's name beside it (announced when it changes). The browser's raw file input stays in the
 * page, hidden, and does the picking; the button is what keyboard and screen-reader users reach,
 * named by the field's label.
 */
export function FileField({
  label,
  description,
  accept,
  file,
  onChange,
  error,
  handleRef,
}: {
  label: string;
  description?: string;
  accept?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  handleRef?: Ref<FileFieldHandle>;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(handleRef, () => ({
    clear: () => {
      if (input.current) input.current.value = '';
    },
  }));
  const described = [description && `${id}-description`, `${id}-name`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={`${id}-input`} id={`${id}-label`} style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
        {label}
      </label>
      {description && (
        <Text id={`${id}-description`} size="sm" c="dimmed" mb={4}>
          {description}
        </Text>
      )}
      <Group gap="sm" wrap="nowrap">
        <Button
          variant="default"
          id={`${id}-button`}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onClick={() => input.current?.click()}
        >
          {file ? 'Choose another file' : 'Choose file'}
        </Button>
        <Text id={`${id}-name`} aria-live="polite" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {file ? file.name : 'No file chosen'}
        </Text>
      </Group>
      {error && (
        <Text id={`${id}-error`} c="red.9" size="sm" mt={4}>
          {error}
        </Text>
      )}
      <input
        id={`${id}-input`}
        ref={input}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        style={{ display: 'none' }}
        onChange={(e) => onChange(e.currentTarget.files?.[0] ?? null)}
      />
    </div>
  );
}
