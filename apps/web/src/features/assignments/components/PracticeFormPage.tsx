import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { courseLessonsQueryOptions } from '../../../api/get-course-lessons';
import { useGroupCourses } from '../../../api/get-group-courses';
import { Loader } from '../../../components/Loader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import type { Assignment } from '../api/get-assignment';
import { createAssignment, updateAssignment } from '../api/save-assignment';
import { assignmentsKey } from '../api/query-keys';
import { DANGER } from '../../../lib/text-colours';
import { fieldErrors } from './assignment-form';
import { plural } from './format';
import { TargetsFieldset, useTargetChoices } from './TargetsFieldset';
import {
  blankPracticeForm,
  practiceBody,
  practiceChange,
  practiceFormOf,
  targetText,
  type PracticeForm,
} from './practice-form';

/** The lessons of one course, topic by topic, to choose from. */
function LessonPicker({
  form,
  set,
  error,
}: {
  form: PracticeForm;
  set: (c: Partial<PracticeForm>) => void;
  error?: string | undefined;
}) {
  const course = useQuery({ ...courseLessonsQueryOptions(form.courseId ?? 0), enabled: form.courseId !== null });
  if (form.courseId === null) return null;
  if (course.isPending) return <Loader label="Loading the course’s lessons…" />;
  if (course.isError)
    return (
      <Alert color={DANGER} role="alert">
        The course could not be loaded: {errorMessage(course.error)}
      </Alert>
    );
  const topics = course.data.chapters.flatMap((c) => c.topics.map((t) => ({ ...t, chapter: c.name })));
  return (
    <Stack gap="sm">
      <Radio.Group
        label="What to practise"
        value={form.mode}
        onChange={(v) => set({ mode: v as PracticeForm['mode'] })}
      >
        <Group gap="md" mt={4}>
          <Radio value="topic" label="A whole topic" />
          <Radio value="lessons" label="Chosen lessons" />
        </Group>
      </Radio.Group>
      {form.mode === 'topic' ? (
        <NativeSelect
          label="Topic"
          value={form.topicId === null ? '' : String(form.topicId)}
          onChange={(e) => set({ topicId: Number(e.currentTarget.value) || null })}
          data={[
            { value: '', label: 'Choose a topic' },
            ...topics.map((t) => ({
              value: String(t.id),
              label: `${t.chapter}: ${t.name} (${plural(t.lessons.length, 'lesson')})`,
            })),
          ]}
          error={error}
        />
      ) : (
        <MultiSelect
          label="Lessons"
          searchable
          data={topics
            .filter((t) => t.lessons.length > 0)
            .map((t) => ({
              group: `${t.chapter}: ${t.name}`,
              items: t.lessons.map((l) => ({ value: String(l.id), label: l.name })),
            }))}
          value={form.lessonIds.map(String)}
          onChange={(v) => set({ lessonIds: v.map(Number) })}
          placeholder="Search lessons"
          error={error}
        />
      )}
    </Stack>
  );
}

/**
 * /teacher/assignments/new?kind=practice and the change form of set practice: lessons or a whole
 * topic of a course the chosen classes follow, who practises it, its window and its target.
 */
export function PracticeFormPage({ assignment }: { assignment: Assignment | null }) {
  const editing = assignment !== null;
  const [form, setForm] = useState<PracticeForm>(() => (assignment ? practiceFormOf(assignment) : blankPracticeForm()));
  const set = (change: Partial<PracticeForm>) => setForm((f) => ({ ...f, ...change }));
  const choices = useTargetChoices();
  const courses = useGroupCourses({ enabled: !editing });
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      assignment ? updateAssignment(assignment.id, practiceChange(form)) : createAssignment(practiceBody(form)),
    onSuccess: () => client.invalidateQueries({ queryKey: assignmentsKey }),
    meta: { silentError: true },
  });
  const navigate = useNavigate();
  const errors = isApiError(save.error) ? fieldErrors(save.error.errors) : {};

  // The courses of the chosen classes (all the teacher's classes' courses until one is chosen).
  const courseOptions = (courses.data ?? []).filter(
    (c) => form.groupIds.length === 0 || c.group_id.some((g) => form.groupIds.includes(g)),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(undefined, { onSuccess: (saved) => void navigate(routes.teacher.assignment(saved.id)) });
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to={assignment ? routes.teacher.assignment(assignment.id) : routes.teacher.assignments}>
        {assignment ? 'Back to the practice' : 'Assignments'}
      </Anchor>
      <Title order={1}>{assignment ? `Change “${assignment.title}”` : 'Set practice'}</Title>
      <Text>
        Students read the lessons and practise their questions, marked at once. The target says when they are done.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Practice">
        <Stack gap="md" maw={760}>
          <TextInput
            label="Title students see"
            placeholder="Default: Practice: the topic or first lesson"
            value={form.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
            error={errors.title}
          />
          <TargetsFieldset
            legend="Who practises"
            choices={choices}
            value={form}
            onChange={set}
            classesError={errors.targets}
          />
          <Paper withBorder p="md" component="fieldset">
            <Title order={2} size="h4" component="legend">
              Lessons
            </Title>
            {assignment ? (
              <Text size="sm">
                {assignment.practice?.lessons.map((l) => l.name).join(', ')} (the lessons of set practice do not change;
                set new practice for others).
              </Text>
            ) : (
              <Stack gap="sm">
                <NativeSelect
                  label="Course"
                  value={form.courseId === null ? '' : String(form.courseId)}
                  onChange={(e) =>
                    set({ courseId: Number(e.currentTarget.value) || null, topicId: null, lessonIds: [] })
                  }
                  data={[
                    { value: '', label: courses.isPending ? 'Loading…' : 'Choose a course' },
                    ...courseOptions.map((c) => ({ value: String(c.id), label: `${c.name} (${c.qualification})` })),
                  ]}
                />
                <LessonPicker form={form} set={set} error={errors.lesson_ids ?? errors.topic_id} />
              </Stack>
            )}
          </Paper>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              type="datetime-local"
              label="Opens"
              required
              value={form.opensAt}
              onChange={(e) => set({ opensAt: e.currentTarget.value })}
              error={errors.opens_at}
              miw={220}
            />
            <TextInput
              type="datetime-local"
              label="Due"
              required
              value={form.dueAt}
              onChange={(e) => set({ dueAt: e.currentTarget.value })}
              error={errors.due_at}
              miw={220}
            />
          </Group>
          <Paper withBorder p="md" component="fieldset">
            <Title order={2} size="h4" component="legend">
              Target
            </Title>
            <Stack gap="sm">
              <Checkbox
                label="Complete every set lesson"
                checked={form.targetCompleted}
                onChange={(e) => set({ targetCompleted: e.currentTarget.checked })}
              />
              <Checkbox
                label="Reach a live score on each set lesson"
                description="The average of the student’s last 12 practice answers on the lesson."
                checked={form.targetScoreOn}
                onChange={(e) => set({ targetScoreOn: e.currentTarget.checked })}
              />
              {form.targetScoreOn && (
                <NumberInput
                  label="Live score to reach (%)"
                  min={0}
                  max={100}
                  allowDecimal={false}
                  value={form.targetScore}
                  onChange={(v) => set({ targetScore: typeof v === 'number' ? v : 0 })}
                  error={errors.target_score}
                  maw={220}
                />
              )}
              {!form.targetScoreOn && errors.target_score && (
                <Text c={DANGER} size="sm" role="alert">
                  {errors.target_score}
                </Text>
              )}
              {(form.targetCompleted || form.targetScoreOn) && (
                <Text size="sm">
                  Done when:{' '}
                  {targetText({
                    target_lessons_completed: form.targetCompleted,
                    target_score: form.targetScoreOn ? form.targetScore : null,
                  })}
                  .
                </Text>
              )}
            </Stack>
          </Paper>
          {save.isError && (
            <Alert color={DANGER} role="alert" title="Not saved">
              {Object.keys(errors).length > 0 ? 'Please correct the fields marked above.' : errorMessage(save.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save changes' : 'Set the practice'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
