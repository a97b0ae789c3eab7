import type { StaffLesson, StaffLessonQuestion } from '@markwell/contracts/learning-staff';
import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { LazyRichTextEditor } from '../../../components/LazyRichTextEditor';
import { NotFound } from '../../../components/NotFound';
import { QueryView } from '../../../components/QueryView';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { apiFieldErrors } from '../../../lib/form-errors';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUnsavedChangesWarning } from '../../../lib/use-unsaved-changes';
import { useSaveLessonContent, useSaveLessonPractice, useStaffLesson } from '../api/learning-staff';

const TYPE_LABEL: Record<StaffLessonQuestion['type'], string> = {
  text: 'Written answer',
  choice: 'Multiple choice',
  numeric: 'Numeric',
};

/** `/staff/lessons/:id`: the lesson editor, or the not-found page for a bad or missing id. */
export function StaffLessonEditorScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const lesson = useStaffLesson(valid ? id : 0);
  usePageTitle(lesson.data ? `Edit lesson: ${lesson.data.name}` : 'Edit lesson');
  if (!valid || (isApiError(lesson.error) && lesson.error.status === 404)) return <NotFound />;
  return <QueryView query={lesson}>{(l) => <StaffLessonEditor key={l.id} lesson={l} />}</QueryView>;
}

/** The questions to offer: those students practise now (in order), then the others placed on the lesson. */
function optionsOf(lesson: StaffLesson): StaffLessonQuestion[] {
  const shown = new Set(lesson.practice_questions.map((q) => q.id));
  return [...lesson.practice_questions, ...lesson.candidates.filter((q) => !shown.has(q.id))];
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Edits a lesson: its tutorial and video, and the practice questions in the order students meet them. */
export function StaffLessonEditor({ lesson }: { lesson: StaffLesson }) {
  const [body, setBody] = useState(lesson.body_html);
  const [video, setVideo] = useState(lesson.video_url ?? '');
  const [savedContent, setSavedContent] = useState({ body: lesson.body_html, video: lesson.video_url ?? '' });
  const [contentMessage, setContentMessage] = useState('');
  const [videoError, setVideoError] = useState('');
  const saveContent = useSaveLessonContent(lesson.id);

  const [options, setOptions] = useState(() => optionsOf(lesson));
  const [selected, setSelected] = useState(() => lesson.practice_questions.map((q) => q.id));
  const [savedSelected, setSavedSelected] = useState(selected);
  const [source, setSource] = useState(lesson.practice_source);
  const [practiceMessage, setPracticeMessage] = useState('');
  const [moveMessage, setMoveMessage] = useState('');
  const savePractice = useSaveLessonPractice(lesson.id);

  const contentDirty = body !== savedContent.body || video.trim() !== savedContent.video;
  const practiceDirty = !same(selected, savedSelected);
  useUnsavedChangesWarning(contentDirty || practiceDirty);

  const byId = new Map(options.map((q) => [q.id, q]));
  const unselected = options.filter((q) => !selected.includes(q.id));
  const backTo = `${routes.staff.lessons}?curriculum=${lesson.course.curricula_id}&course=${lesson.course.id}`;

  const onSaveContent = (e: FormEvent) => {
    e.preventDefault();
    setContentMessage('');
    setVideoError('');
    saveContent.mutate(
      { body_html: body, video_url: video.trim() || null },
      {
        onSuccess: (saved) => {
          setSavedContent({ body, video: saved.video_url ?? '' });
          setVideo(saved.video_url ?? '');
          setContentMessage('Tutorial saved.');
        },
        onError: (error) => setVideoError(apiFieldErrors(error, { video_not_allowed: 'video_url' }).video_url ?? ''),
      },
    );
  };

  const afterPracticeSave = (saved: StaffLesson, message: string) => {
    const ids = saved.practice_questions.map((q) => q.id);
    setOptions(optionsOf(saved));
    setSelected(ids);
    setSavedSelected(ids);
    setSource(saved.practice_source);
    setPracticeMessage(message);
  };

  const onSavePractice = (e: FormEvent) => {
    e.preventDefault();
    setPracticeMessage('');
    savePractice.mutate(selected, {
      onSuccess: (saved) =>
        afterPracticeSave(
          saved,
          selected.length === 0
            ? 'Saved: students practise the bank’s questions placed on this lesson.'
            : `Saved: students practise ${selected.length} question${selected.length === 1 ? '' : 's'} in this order.`,
        ),
    });
  };

  const useDefault = () => {
    setPracticeMessage('');
    savePractice.mutate([], {
      onSuccess: (saved) =>
        afterPracticeSave(saved, 'Saved: students practise the bank’s questions placed on this lesson.'),
    });
  };

  const toggle = (id: number, on: boolean) => {
    setPracticeMessage('');
    setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  };

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= selected.length) return;
    const next = [...selected];
    [next[index], next[to]] = [next[to]!, next[index]!];
    setSelected(next);
    setPracticeMessage('');
    const q = byId.get(next[to]!);
    setMoveMessage(`Moved “${short(q?.text ?? '')}” to position ${to + 1} of ${next.length}.`);
  };

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={backTo} size="sm">
          ← All lessons of {lesson.course.name}
        </Anchor>
        <Title order={1}>Edit lesson: {lesson.name}</Title>
        <Text size="sm">
          {lesson.course.name} › {lesson.chapter.name} › {lesson.topic.name}
        </Text>
      </div>

      <Paper withBorder p="md" component="form" onSubmit={onSaveContent} noValidate aria-labelledby="lesson-tutorial">
        <Stack gap="md">
          <Title order={2} size="h4" id="lesson-tutorial">
            Tutorial
          </Title>
          <LazyRichTextEditor
            label="Tutorial text"
            value={body}
            onChange={(html) => {
              setContentMessage('');
              setBody(html);
            }}
            minRows={12}
          />
          <TextInput
            label="Video address"
            name="video_url"
            description={
              lesson.video_origin
                ? `An address on ${lesson.video_origin}; leave it empty for no video.`
                : 'No video host is set up for this site (VIDEO_ORIGIN), so lessons cannot have a video.'
            }
            value={video}
            error={videoError || undefined}
            onChange={(e) => {
              setContentMessage('');
              setVideoError('');
              setVideo(e.currentTarget.value);
            }}
          />
          {saveContent.isError && !videoError && (
            <Alert color="#b91c1c" title="Tutorial not saved" role="alert">
              {errorMessage(saveContent.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={saveContent.isPending}>
              Save tutorial
            </Button>
            <Text role="status" size="sm" c="#15803d">
              {contentMessage}
            </Text>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder p="md" component="form" onSubmit={onSavePractice} noValidate aria-labelledby="lesson-practice">
        <Stack gap="md">
          <Title order={2} size="h4" id="lesson-practice">
            Practice questions
          </Title>
          <Text size="sm">
            {source === 'chosen'
              ? 'Students practise the questions chosen below, in this order.'
              : 'Students practise the bank’s questions placed on this lesson (the default). Tick and order questions to choose your own.'}
          </Text>
          {options.length === 0 ? (
            <Text>No question of the bank is placed on this lesson yet.</Text>
          ) : (
            <>
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend>
                  <Text fw={500} size="sm">
                    Chosen, in order ({selected.length})
                  </Text>
                </legend>
                {selected.length === 0 ? (
                  <Text size="sm">None chosen: students practise the bank’s questions placed on this lesson.</Text>
                ) : (
                  <ol style={{ paddingLeft: '1.25rem', margin: 0 }}>
                    {selected.map((qid, i) => {
                      const q = byId.get(qid);
                      const label = q ? short(q.text) : `Question ${qid}`;
                      return (
                        <li key={qid} style={{ marginBottom: '0.5rem' }}>
                          <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                            <Checkbox
                              checked
                              onChange={() => toggle(qid, false)}
                              label={<QuestionLabel q={q} id={qid} />}
                            />
                            <Group gap={4} wrap="nowrap">
                              <Button
                                size="compact-sm"
                                variant="default"
                                aria-label={`Move “${label}” up`}
                                aria-disabled={i === 0 || undefined}
                                onClick={() => move(i, -1)}
                              >
                                ↑ Up
                              </Button>
                              <Button
                                size="compact-sm"
                                variant="default"
                                aria-label={`Move “${label}” down`}
                                aria-disabled={i === selected.length - 1 || undefined}
                                onClick={() => move(i, 1)}
                              >
                                ↓ Down
                              </Button>
                            </Group>
                          </Group>
                        </li>
                      );
                    })}
                  </ol>
                )}
              </fieldset>
              {unselected.length > 0 && (
                <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                  <legend>
                    <Text fw={500} size="sm">
                      Not chosen
                    </Text>
                  </legend>
                  <Stack gap="xs">
                    {unselected.map((q) => (
                      <Checkbox
                        key={q.id}
                        checked={false}
                        onChange={() => toggle(q.id, true)}
                        label={<QuestionLabel q={q} id={q.id} />}
                      />
                    ))}
                  </Stack>
                </fieldset>
              )}
            </>
          )}
          <div role="status" className="mw-visually-hidden">
            {moveMessage}
          </div>
          {savePractice.isError && (
            <Alert color="#b91c1c" title="Practice questions not saved" role="alert">
              {errorMessage(savePractice.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={savePractice.isPending && selected.length > 0}>
              Save practice questions
            </Button>
            {source === 'chosen' && (
              <Button variant="default" onClick={useDefault} loading={savePractice.isPending && selected.length === 0}>
                Use the bank’s questions instead
              </Button>
            )}
            <Text role="status" size="sm" c="#15803d">
              {practiceMessage}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The start of a question's text, for labels that must stay short. */
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

function QuestionLabel({ q, id }: { q: StaffLessonQuestion | undefined; id: number }) {
  if (!q) return <Text size="sm">Question {id}</Text>;
  return (
    <span>
      <Text size="sm" span>
        {q.text}
      </Text>{' '}
      <Text size="xs" span c="dimmed">
        ({TYPE_LABEL[q.type]}, {q.max_marks} mark{q.max_marks === 1 ? '' : 's'}
        {q.placed_on_lesson ? '' : ', not placed on this lesson'}; #{q.id})
      </Text>
    </span>
  );
}
