import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Loader } from '../../../components/Loader';
import { NotFound } from '../../../components/NotFound';
import { WindowFields } from '../../../components/WindowFields';
import { ApiError, errorMessage, isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { DANGER, WARNING } from '../../../lib/text-colours';
import { useAssignment } from '../api/get-assignment';
import { useTemplate } from '../api/get-template';
import { useSaveAssignment } from '../api/save-assignment';
import {
  assignmentBody,
  blankForm,
  fieldErrors,
  formOf,
  type AssignmentForm,
  type ExtraTimeRow,
} from './assignment-form';
import { minutesLabel, plural } from './format';
import { PracticeFormPage } from './PracticeFormPage';
import { TargetsFieldset, useTargetChoices } from './TargetsFieldset';

const positiveId = (value: string | null | undefined) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /teacher/assignments/new?template=… and /teacher/assignments/:id/edit: loads the template (and
 * the assignment when editing), then the form; new?kind=practice and set practice: the practice form.
 */
export function AssignmentFormPage() {
  const { id: rawId } = useParams();
  const [params] = useSearchParams();
  const editing = rawId !== undefined;
  const id = editing ? positiveId(rawId) : null;
  const assignment = useAssignment(id);
  const templateId = editing ? (assignment.data?.template_id ?? null) : positiveId(params.get('template'));
  const template = useTemplate(templateId);
  const practice = editing ? assignment.data?.kind === 'practice' : params.get('kind') === 'practice';
  usePageTitle(
    practice ? (editing ? 'Change practice' : 'Set practice') : editing ? 'Change assignment' : 'Set an exam',
  );

  if (editing && id === null) return <NotFound />;
  if (practice && (!editing || assignment.data))
    return <PracticeFormPage key={assignment.data?.id ?? 'new'} assignment={assignment.data ?? null} />;
  if (!editing && templateId === null)
    return (
      <Stack gap="md">
        <Title order={1}>Set an exam</Title>
        <Text>
          Choose the exam to set first:{' '}
          <Anchor component={Link} to={routes.teacher.examTemplates}>
            exam templates
          </Anchor>
          , then “Set” next to one.
        </Text>
        <Text>
          Or{' '}
          <Anchor component={Link} to={routes.teacher.newPractice}>
            set practice
          </Anchor>
          : lessons or a topic to read and practise to a target.
        </Text>
      </Stack>
    );
  const error = assignment.error ?? template.error;
  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  if (error)
    return (
      <Alert color={DANGER} role="alert">
        The form could not be loaded: {errorMessage(error)}
      </Alert>
    );
  if ((editing && !assignment.data) || !template.data) return <Loader label="Loading…" />;
  return (
    <Form
      id={id}
      templateId={template.data.id}
      templateName={template.data.name}
      templateSummary={`${plural(template.data.question_count, 'question')}, ${plural(template.data.total_marks, 'mark')}; ${minutesLabel(template.data.time_limit_seconds)}`}
      defaultMinutes={template.data.time_limit_seconds ? Math.round(template.data.time_limit_seconds / 60) : null}
      initial={assignment.data ? formOf(assignment.data) : blankForm()}
    />
  );
}

function Form({
  id,
  templateId,
  templateName,
  templateSummary,
  defaultMinutes,
  initial,
}: {
  id: number | null;
  templateId: number;
  templateName: string;
  templateSummary: string;
  defaultMinutes: number | null;
  initial: AssignmentForm;
}) {
  const [form, setForm] = useState<AssignmentForm>(() =>
    id === null ? { ...initial, timeLimitMinutes: defaultMinutes } : initial,
  );
  const set = (change: Partial<AssignmentForm>) => setForm((f) => ({ ...f, ...change }));
  const choices = useTargetChoices();
  const { pool } = choices;
  const save = useSaveAssignment(id);
  const navigate = useNavigate();
  const errors = isApiError(save.error) ? fieldErrors(save.error.errors) : {};
  const targetsError = errors.targets;

  const nameOf = (studentId: number) => pool.find((s) => s.id === studentId)?.label ?? `Student ${studentId}`;

  function setExtra(index: number, change: Partial<ExtraTimeRow>) {
    set({ extraTime: form.extraTime.map((row, i) => (i === index ? { ...row, ...change } : row)) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(assignmentBody(templateId, form), {
      onSuccess: (saved) => void navigate(routes.teacher.assignment(saved.id)),
    });
  }

  const freeStudents = pool.filter((s) => !form.extraTime.some((e) => e.studentId === s.id));

  return (
    <Stack gap="md">
      <Anchor component={Link} to={id === null ? routes.teacher.examTemplates : routes.teacher.assignment(id)}>
        {id === null ? 'Exam templates' : 'Back to the assignment'}
      </Anchor>
      <Title order={1}>{id === null ? `Set “${templateName}”` : `Change “${initial.title}”`}</Title>
      <Text>
        {templateName}: {templateSummary}.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Assignment">
        <Stack gap="md" maw={760}>
          <TextInput
            label="Title students see"
            placeholder={templateName}
            value={form.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
            error={errors.title}
          />
          <TargetsFieldset
            legend="Who sits it"
            choices={choices}
            value={form}
            onChange={set}
            classesError={errors.group_ids}
            error={targetsError}
          />
          <WindowFields
            opens={{
              label: 'Opens',
              value: form.opensAt,
              onChange: (v) => set({ opensAt: v }),
              error: errors.opens_at,
            }}
            closes={{ label: 'Due', value: form.dueAt, onChange: (v) => set({ dueAt: v }), error: errors.due_at }}
            closesNoun="due time"
            timeLimitMinutes={form.timeLimitMinutes}
            onTimeLimitMinutes={(minutes) => set({ timeLimitMinutes: minutes })}
            timeLimitError={errors.time_limit_seconds}
          />
          <Checkbox
            label="Show one question per page"
            checked={form.onePerPage}
            onChange={(e) => set({ onePerPage: e.currentTarget.checked })}
          />
          <Paper withBorder p="md" component="fieldset">
            <Title order={2} size="h4" component="legend">
              Extra time
            </Title>
            <Stack gap="sm">
              <Text size="sm">
                For students who need more time (an access arrangement): extra minutes, or a percentage of the time
                limit.
              </Text>
              {!form.timeLimitMinutes && form.extraTime.some((e) => e.unit === 'percent') && (
                <Text size="sm" c={WARNING}>
                  Without a time limit a percentage adds nothing: give minutes, or set a time limit.
                </Text>
              )}
              {form.extraTime.map((row, i) => (
                <Group
                  key={row.studentId}
                  align="flex-end"
                  gap="xs"
                  role="group"
                  aria-label={`Extra time for ${row.studentName}`}
                >
                  <Text style={{ flex: 1 }} size="sm" fw={500}>
                    {row.studentName}
                  </Text>
                  <NumberInput
                    label="Amount"
                    min={0}
                    max={row.unit === 'minutes' ? 600 : 400}
                    allowDecimal={false}
                    value={row.amount}
                    onChange={(v) => setExtra(i, { amount: typeof v === 'number' ? v : 0 })}
                    error={errors[`extra_time.${i}`]}
                    w={120}
                  />
                  <NativeSelect
                    label="Unit"
                    value={row.unit}
                    onChange={(e) => setExtra(i, { unit: e.currentTarget.value as ExtraTimeRow['unit'] })}
                    data={[
                      { value: 'minutes', label: 'minutes' },
                      { value: 'percent', label: '% of the limit' },
                    ]}
                    w={160}
                  />
                  <ActionIcon
                    variant="subtle"
                    color={DANGER}
                    size="lg"
                    onClick={() => set({ extraTime: form.extraTime.filter((_, j) => j !== i) })}
                    aria-label={`Remove extra time for ${row.studentName}`}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              ))}
              <NativeSelect
                label="Add extra time for"
                value=""
                onChange={(e) => {
                  const studentId = Number(e.currentTarget.value);
                  if (!studentId) return;
                  set({
                    extraTime: [
                      ...form.extraTime,
                      form.timeLimitMinutes
                        ? { studentId, studentName: nameOf(studentId), unit: 'percent', amount: 25 }
                        : { studentId, studentName: nameOf(studentId), unit: 'minutes', amount: 15 },
                    ],
                  });
                }}
                data={[
                  { value: '', label: choices.loadingStudents ? 'Loading…' : 'Choose a student' },
                  ...freeStudents.map((s) => ({ value: String(s.id), label: s.label })),
                ]}
                maw={360}
              />
            </Stack>
          </Paper>
          {save.isError && (
            <Alert color={DANGER} role="alert" title="Not saved">
              {Object.keys(errors).length > 0 ? 'Please correct the fields marked above.' : errorMessage(save.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {id === null ? 'Set the exam' : 'Save changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
