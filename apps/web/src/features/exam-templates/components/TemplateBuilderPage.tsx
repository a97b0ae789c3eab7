import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Loader } from '../../../components/Loader';
import { NotFound } from '../../../components/NotFound';
import { ApiError, errorMessage, isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUnsavedChangesWarning } from '../../../lib/use-unsaved-changes';
import { DANGER } from '../../../lib/text-colours';
import { courseLessons, useCourseLessons } from '../api/get-course-lessons';
import { useCurricula } from '../api/get-curricula';
import { useExamTemplate, type ExamTemplate } from '../api/get-exam-template';
import { draftSectionsOf, useTemplateTwigs, type TemplateTwigs } from '../api/get-template-twigs';
import { useSaveExamTemplate, type TemplateForm, type TemplateOwner } from '../api/save-exam-template';
import { BankSearchPanel } from './BankSearchPanel';
import { plural } from './format';
import { SectionsEditor } from './SectionsEditor';
import { StudentPreview } from './StudentPreview';
import { addQuestion, containsQuestion, emptySection, questionCount, totalMarks } from './template-draft';
import './exam-templates.css';

const blankForm = (): TemplateForm => ({
  name: '',
  instructions: '',
  curriculaId: null,
  courseId: null,
  lessonIds: [],
  timeLimitMinutes: null,
  visibility: 'school',
  sections: [emptySection('Section 1')],
});

function formOf(template: ExamTemplate, twigs: TemplateTwigs): TemplateForm {
  const sections = draftSectionsOf(twigs);
  return {
    name: template.name,
    instructions: template.instructions ?? '',
    curriculaId: template.curricula_id,
    courseId: template.course_id,
    lessonIds: template.lesson_ids,
    timeLimitMinutes: template.time_limit_seconds ? Math.round(template.time_limit_seconds / 60) : null,
    visibility: template.visibility,
    sections: sections.length > 0 ? sections : [emptySection('Section 1')],
  };
}

/** Field errors of a problem+json answer by field name (`sections.0.title` counts for `sections`). */
function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isApiError(error)) return out;
  for (const e of error.errors) {
    const field = e.path.replace(/^\/?(body[./])?/, '').split(/[./[]/)[0] ?? '';
    out[field] ??= e.message;
  }
  return out;
}

/** The wording and back link of a teacher's builder and of content staff's (central templates). */
const builderCopy = {
  school: {
    newHeading: 'New exam template',
    back: { to: routes.teacher.examTemplates, label: 'Exam templates' },
  },
  central: {
    newHeading: 'New central template',
    back: { to: routes.staff.examTemplates, label: 'Central exam templates' },
  },
} as const;

/**
 * /teacher/templates/new and /teacher/templates/:id: loads the template, then the builder.
 * With owner "central" (content staff, /staff/exam-templates/new and /staff/exam-templates/:id/edit)
 * the same builder saves a central template for every school.
 */
export function TemplateBuilderPage({ owner = 'school' }: { owner?: TemplateOwner }) {
  const { id: rawId } = useParams();
  const id = rawId === undefined ? null : Number(rawId);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const template = useExamTemplate(valid ? id : null);
  const twigs = useTemplateTwigs(valid ? id : null);
  const copy = builderCopy[owner];
  usePageTitle(id === null ? copy.newHeading : (template.data?.name ?? 'Exam template'));

  if (!valid) return <NotFound />;
  if (id === null) return <Builder id={null} owner={owner} initial={blankForm()} editable />;
  const error = template.error ?? twigs.error;
  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  if (error)
    return (
      <Alert color={DANGER} role="alert">
        The template could not be loaded: {errorMessage(error)}
      </Alert>
    );
  if (!template.data || !twigs.data) return <Loader label="Loading the template…" />;
  // Only central templates save through the central endpoints.
  if (owner === 'central' && !template.data.central) return <NotFound />;
  return (
    <Builder
      key={id}
      id={id}
      owner={owner}
      initial={formOf(template.data, twigs.data)}
      editable={template.data.editable}
    />
  );
}

/** Content staff's builder: a central template, saved through the central endpoints. */
export function CentralTemplateBuilderPage() {
  return <TemplateBuilderPage owner="central" />;
}

function Builder({
  id,
  owner,
  initial,
  editable,
}: {
  id: number | null;
  owner: TemplateOwner;
  initial: TemplateForm;
  editable: boolean;
}) {
  const [form, setForm] = useState(initial);
  const [savedForm, setSavedForm] = useState(initial);
  const [preview, setPreview] = useState(!editable);
  const [saved, setSaved] = useState('');
  const save = useSaveExamTemplate(id, owner);
  const central = owner === 'central';
  const copy = builderCopy[owner];
  useUnsavedChangesWarning(editable && JSON.stringify(form) !== JSON.stringify(savedForm));
  const navigate = useNavigate();
  const curricula = useCurricula();
  const courses = useCourseLessons(form.curriculaId);
  const lessons = courseLessons(courses.data?.find((c) => c.id === form.courseId));
  const errors = fieldErrors(save.error);
  const total = totalMarks(form.sections);
  const set = (change: Partial<TemplateForm>) => {
    setSaved('');
    setForm((f) => ({ ...f, ...change }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const sent = form;
    save.mutate(sent, {
      onSuccess: (template) => {
        setSavedForm(sent);
        setSaved(`Saved. ${plural(template.total_marks, 'mark')} in ${plural(template.question_count, 'question')}.`);
        // Staff land on the central template's page, where it is linked to topics and offered as a mock.
        if (central) void navigate(routes.staff.examTemplate(template.id), { replace: id === null });
        else if (id === null) void navigate(routes.teacher.examTemplate(template.id), { replace: true });
      },
    });
  }

  const heading = id === null ? copy.newHeading : form.name || 'Exam template';

  return (
    <Stack gap="md">
      <Anchor component={Link} to={copy.back.to}>
        {copy.back.label}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{heading}</Title>
        <Group gap="xs">
          {id !== null && !central && (
            <Button component={Link} to={routes.teacher.newAssignment(id)} variant="light">
              Set as an assignment
            </Button>
          )}
          {editable && (
            <Button variant="default" onClick={() => setPreview((p) => !p)} aria-pressed={preview}>
              {preview ? 'Back to editing' : 'Preview as a student'}
            </Button>
          )}
        </Group>
      </Group>
      <Text role="status" aria-live="polite" fw={600}>
        Total: {plural(total, 'mark')} in {plural(questionCount(form.sections), 'question')}
      </Text>
      {!editable && !central && (
        <Text>
          This template belongs to someone else: you can preview it and set it to your classes, not change it.
        </Text>
      )}
      {preview ? (
        <StudentPreview
          name={form.name}
          instructions={form.instructions}
          timeLimitMinutes={form.timeLimitMinutes}
          sections={form.sections}
        />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <form onSubmit={submit} noValidate aria-label="Template">
              <Stack gap="md">
                <Paper withBorder p="md" component="section" aria-labelledby="details-heading">
                  <Stack gap="sm">
                    <Title order={2} size="h3" id="details-heading">
                      Details
                    </Title>
                    <TextInput
                      label="Name"
                      required
                      value={form.name}
                      onChange={(e) => set({ name: e.currentTarget.value })}
                      error={errors.name}
                    />
                    <Textarea
                      label="Instructions for students"
                      autosize
                      minRows={2}
                      value={form.instructions}
                      onChange={(e) => set({ instructions: e.currentTarget.value })}
                      error={errors.instructions}
                    />
                    <Group grow align="flex-start" wrap="wrap">
                      <NativeSelectField
                        label="Curriculum"
                        required
                        value={form.curriculaId}
                        options={(curricula.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
                        empty={curricula.isPending ? 'Loading…' : 'Choose a curriculum'}
                        onChange={(curriculaId) => set({ curriculaId, courseId: null, lessonIds: [] })}
                        error={errors.curricula_id}
                      />
                      <NativeSelectField
                        label="Course"
                        value={form.courseId}
                        options={(courses.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
                        empty="No course"
                        disabled={form.curriculaId === null}
                        onChange={(courseId) => set({ courseId, lessonIds: [] })}
                        error={errors.course_id}
                      />
                    </Group>
                    <MultiSelect
                      label="Lessons"
                      placeholder={form.courseId ? 'Lessons this exam covers' : 'Choose a course first'}
                      disabled={form.courseId === null}
                      searchable
                      value={form.lessonIds.map(String)}
                      onChange={(values) => set({ lessonIds: values.map(Number) })}
                      data={lessons.map((l) => ({ value: String(l.id), label: l.name }))}
                      error={errors.lesson_ids}
                    />
                    <NumberInput
                      label="Time limit (minutes)"
                      description="Leave empty for no limit; the due time still applies."
                      min={1}
                      max={1440}
                      allowDecimal={false}
                      value={form.timeLimitMinutes ?? ''}
                      onChange={(v) => set({ timeLimitMinutes: typeof v === 'number' && v > 0 ? v : null })}
                      error={errors.time_limit_seconds}
                      maw={240}
                    />
                    {central && (
                      <Text size="sm" c="dimmed">
                        A central template is public: every school can see it and set it.
                      </Text>
                    )}
                    {!central && (
                      <Radio.Group
                        label="Who can see it"
                        value={form.visibility}
                        onChange={(v) => set({ visibility: v as TemplateForm['visibility'] })}
                        error={errors.visibility}
                      >
                        <Group gap="md" mt={4}>
                          <Radio value="private" label="Only me" />
                          <Radio value="school" label="Teachers of my school" />
                          <Radio value="public" label="Every school (public)" />
                        </Group>
                      </Radio.Group>
                    )}
                  </Stack>
                </Paper>
                <Title order={2} size="h3">
                  Sections
                </Title>
                {errors.sections && (
                  <Text c={DANGER} size="sm" role="alert">
                    {errors.sections}
                  </Text>
                )}
                <SectionsEditor sections={form.sections} onChange={(sections) => set({ sections })} />
                {save.isError && (
                  <Alert color={DANGER} role="alert" title="Not saved">
                    {Object.keys(errors).length > 0
                      ? 'Please correct the fields marked above.'
                      : errorMessage(save.error)}
                  </Alert>
                )}
                <Group>
                  <Button type="submit" loading={save.isPending}>
                    {id === null ? 'Create template' : 'Save template'}
                  </Button>
                  <Text aria-live="polite">{saved}</Text>
                </Group>
              </Stack>
            </form>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <BankSearchPanel
              // A new curriculum for the template starts the bank search in it.
              key={form.curriculaId ?? 'any'}
              sectionTitles={form.sections.map((s) => s.title)}
              inTemplate={(qid) => containsQuestion(form.sections, qid)}
              onAdd={(question, section) => set({ sections: addQuestion(form.sections, section, question) })}
              initial={{ curricula: form.curriculaId ?? undefined, course: form.courseId ?? undefined }}
            />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

function NativeSelectField({
  label,
  value,
  options,
  empty,
  onChange,
  error,
  disabled = false,
  required = false,
}: {
  label: string;
  value: number | null;
  options: { id: number; name: string }[];
  empty: string;
  onChange: (id: number | null) => void;
  error?: string | undefined;
  disabled?: boolean;
  required?: boolean;
}) {
  return (
    <NativeSelect
      label={label}
      required={required}
      disabled={disabled}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
      data={[{ value: '', label: empty }, ...options.map((o) => ({ value: String(o.id), label: o.name }))]}
      error={error}
      miw={180}
    />
  );
}
