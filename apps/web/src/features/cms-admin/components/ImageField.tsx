import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { uploadsImage } from '../../../lib/paths';
import { IMAGE_ACCEPT } from '../api/file-form';

export interface ImageFieldProps {
  label: string;
  /** Current image path (or null). */
  image: string | null;
  alt: string;
  onUpload: (file: File) => void;
  onRemove: () => void;
  busy?: boolean;
  error?: unknown;
  /** Shown instead of the controls (e.g. "Save the page first"). */
  disabledReason?: string | undefined;
}

/** Image upload with a preview and a remove button. */
export function ImageField({ label, image, alt, onUpload, onRemove, busy, error, disabledReason }: ImageFieldProps) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Text id={headingId} fw={500} size="sm">
        {label}
      </Text>
      {image ? (
        <Image src={/^https:\/\//i.test(image) ? image : uploadsImage(image)} alt={alt} maw={360} radius="md" />
      ) : (
        <Text size="sm" c="dimmed">
          No image yet.
        </Text>
      )}
      {disabledReason ? (
        <Text size="sm" c="dimmed">
          {disabledReason}
        </Text>
      ) : (
        <Group gap="sm">
          <FileButton onChange={(file) => file && onUpload(file)} accept={IMAGE_ACCEPT}>
            {(props) => (
              <Button {...props} variant="default" loading={busy}>
                {image ? 'Replace' : 'Upload'} {label.toLowerCase()}
              </Button>
            )}
          </FileButton>
          {image && (
            <Button variant="subtle" color="#b91c1c" onClick={onRemove} disabled={busy}>
              Remove {label.toLowerCase()}
            </Button>
          )}
        </Group>
      )}
      <Text size="xs" c="dimmed">
        PNG, JPEG, GIF or WebP.
      </Text>
      {error != null && (
        <Text size="sm" c="#b91c1c" role="alert">
          {errorMessage(error)}
        </Text>
      )}
    </Stack>
  );
}
