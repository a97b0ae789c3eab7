import { DANGER } from '../../../lib/text-colours';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveQuestionMedia } from '../api/remove-question-media';
import { useUploadQuestionPhoto } from '../api/upload-question-photo';
import './question-bank.css';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * The question's image: a preview of the chosen file before it is uploaded, then the stored one,
 * with upload and remove. The server checks the type from the file's content; this only spares
 * a round trip for obvious mistakes.
 */
export function QuestionPhoto({
  questionId,
  photoUrl,
  hasMedia,
  onMediaRemoved,
}: {
  questionId: number;
  photoUrl: string | null;
  hasMedia: boolean;
  onMediaRemoved: () => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState('');
  const [message, setMessage] = useState('');
  const upload = useUploadQuestionPhoto();
  const remove = useRemoveQuestionMedia();

  // The preview's object URL lives as long as it is shown.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  /** The file to upload and its preview change together, where the file is chosen. */
  function showFile(next: File | null) {
    setFile(next);
    setPreview(next && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(next) : null);
  }

  function choose(chosen: File | null) {
    upload.reset();
    setMessage('');
    if (chosen && !IMAGE_TYPES.includes(chosen.type)) {
      setLocalError('Choose a PNG, JPEG, GIF or WebP image.');
      showFile(null);
      if (input.current) input.current.value = '';
      return;
    }
    setLocalError('');
    showFile(chosen);
  }

  function send() {
    if (!file) return;
    upload.mutate(
      { id: questionId, file },
      {
        onSuccess: () => {
          showFile(null);
          if (input.current) input.current.value = '';
          setMessage('Image uploaded.');
        },
      },
    );
  }

  return (
    <Stack gap="xs">
      {photoUrl && !preview && <img src={photoUrl} alt="The question's current image" className="qb-photo-preview" />}
      {preview && (
        <img src={preview} alt="Preview of the chosen image (not uploaded yet)" className="qb-photo-preview" />
      )}
      {!photoUrl && !preview && <Text size="sm">No image.</Text>}
      <div>
        <label htmlFor={inputId} style={{ display: 'block', fontWeight: 500, fontSize: '0.875rem', marginBottom: 4 }}>
          Image file (PNG, JPEG, GIF or WebP)
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
        />
      </div>
      {(localError || upload.error) && (
        <Alert color={DANGER} role="alert">
          {localError || errorMessage(upload.error)}
        </Alert>
      )}
      <Group gap="xs">
        <Button variant="light" onClick={send} disabled={!file} loading={upload.isPending}>
          Upload image
        </Button>
        {(photoUrl || hasMedia) && (
          <Button
            variant="light"
            color={DANGER}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(questionId, {
                onSuccess: () => {
                  onMediaRemoved();
                  setMessage('Image and media link removed.');
                },
              })
            }
          >
            Remove image and media link
          </Button>
        )}
      </Group>
      <Text size="sm" role="status">
        {message}
      </Text>
    </Stack>
  );
}
