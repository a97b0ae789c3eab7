import type { CreateAcademyLessonBody } from '@markwell/contracts/academy';
import { Alert, Button, Group, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { LazyRichTextEditor } from '../../../components/LazyRichTextEditor';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import type { StaffAcademyLesson } from '../api/staff-academy-lessons';

interface QuizDraft {
  prompt: string;
  /** Accepted answers, one a line. */
  answers: string;
}

/**
 * A lesson's title, content (the shared rich text editor; the server sanitises the HTML against
 * its allow-list) and optional quiz: each question's accepted answers are marking phrases, one a line.
 */
export function LessonForm({
  lesson,
  pending,
  onSave,
  onCancel,
}: {
  lesson?: StaffAcademyLesson;
  pending: boolean;
  onSave: (body: CreateAcademyLessonBody, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(lesson?.title ?? '');
  const [content, setContent] = useState(lesson?.content ?? '');
  const [quiz, setQuiz] = useState<QuizDraft[]>(
    () => lesson?.quiz.map((q) => ({ prompt: q.prompt, answers: q.answers.join('\n') })) ?? [],
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The content as teachers will see it, cleaned as on the server; null while hidden. */
  const [preview, setPreview] = useState<string | null>(null);
  const edit = (i: number, patch: Partial<QuizDraft>) =>
    setQuiz((prev) => prev.map((q, j) => (j === i ? { ...q, ...patch } : q)));

  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        onSave(
          {
            title,
            content,
            quiz: quiz.map((q) => ({
              prompt: q.prompt,
              answers: q.answers
                .split('\n')
                .map((a) => a.trim())
                .filter(Boolean),
            })),
          },
          (error) => setErrors(apiFieldErrors(error)),
        );
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id={`${id}-title`}>
          {lesson ? `Edit lesson: ${lesson.title}` : 'New lesson'}
        </Title>
        {errors._form && <Alert color="red">{errors._form}</Alert>}
        <TextInput
          label="Lesson title"
          required
          maxLength={200}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
        />
        <LazyRichTextEditor
          label="Content"
          description="Headings, lists, quotes and links. Teachers see it as the preview shows."
          value={content}
          onChange={setContent}
          error={errors.content}
          minRows={6}
        />
        <Group>
          <Button
            variant="default"
            size="xs"
            aria-expanded={preview !== null}
            onClick={() => {
              if (preview !== null) return setPreview(null);
              void sanitizeHtml(content).then(setPreview);
            }}
          >
            {preview === null ? 'Preview content' : 'Hide preview'}
          </Button>
        </Group>
        {preview !== null && (
          <Paper withBorder p="sm" aria-label="Content preview" component="section">
            {/* Cleaned by the same sanitiser the lesson page uses. */}
            <div className="mw-rich-text" dangerouslySetInnerHTML={{ __html: preview }} />
          </Paper>
        )}
        {quiz.map((q, i) => (
          <fieldset key={i} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}>
            <legend>Quiz question {i + 1}</legend>
            <Stack gap="xs">
              <TextInput
                label="Question"
                required
                maxLength={500}
                value={q.prompt}
                onChange={(e) => edit(i, { prompt: e.currentTarget.value })}
              />
              <Textarea
                label="Accepted answers (marking phrases, one a line)"
                required
                autosize
                minRows={2}
                value={q.answers}
                onChange={(e) => edit(i, { answers: e.currentTarget.value })}
              />
              <Group>
                <Button size="xs" variant="default" onClick={() => setQuiz((prev) => prev.filter((_, j) => j !== i))}>
                  Remove question {i + 1}
                </Button>
              </Group>
            </Stack>
          </fieldset>
        ))}
        {errors.quiz && <Alert color="red">{errors.quiz}</Alert>}
        <Group>
          <Button
            variant="default"
            disabled={quiz.length >= 10}
            onClick={() => setQuiz((prev) => [...prev, { prompt: '', answers: '' }])}
          >
            Add a quiz question
          </Button>
          <Button type="submit" loading={pending}>
            Save lesson
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
