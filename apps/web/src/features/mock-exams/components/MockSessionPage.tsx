import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { MockSession } from '@markwell/contracts/mocks';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMockResults } from '../../../api/get-mock-results';
import { Loader } from '../../../components/Loader';
import { WindowFields } from '../../../components/WindowFields';
import { NotFound } from '../../../components/NotFound';
import { ApiError, errorMessage, isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { csvFileName, useCsvDownload } from '../../../lib/use-csv-download';
import { usePageTitle } from '../../../lib/use-page-title';
import { getCentralTemplateCsv, getMockSessionCsv } from '../api/get-mock-csv';
import { useMockSchools } from '../api/get-mock-schools';
import { useMockSession } from '../api/get-mock-session';
import { useMockTemplates } from '../api/get-mock-templates';
import { useSaveMockSession } from '../api/save-mock-session';
import { DeleteMockSession } from './DeleteMockSession';
import { minutesLabel, plural, windowLabel } from './format';
import { DANGER } from '../../../lib/text-colours';
import { blankSessionForm, fieldErrors, sessionBody, sessionFormOf, type SessionForm } from './session-form';
import { ColumnHeads } from '../../../components/ColumnHeads';

const positiveId = (value: string | undefined) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/** /staff/mocks/new and /staff/mocks/:id: the session form; an existing one adds results, downloads and delete. */
export function MockSessionPage() {
  const { id: rawId } = useParams();
  const editing = rawId !== undefined;
  const id = editing ? positiveId(rawId) : null;
  const session = useMockSession(id);
  usePageTitle(editing ? (session.data?.name ?? 'Mock session') : 'New mock session');
  if (editing && id === null) return <NotFound />;
  if (session.error instanceof ApiError && session.error.status === 404) return <NotFound />;
  if (session.isError)
    return (
      <Alert color={DANGER} role="alert">
        The mock session could not be loaded: {errorMessage(session.error)}
      </Alert>
    );
  if (editing && !session.data) return <Loader label="Loading the mock session…" />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routes.staff.mocks}>
        Mock exams
      </Anchor>
      <Title order={1}>{session.data ? session.data.name : 'New mock session'}</Title>
      {session.data?.archived_at && (
        <Alert color="yellow" title="Archived">
          This session was deleted after schools had set it. Their assignments, answers and marks are kept; the results
          and downloads below still read them.
        </Alert>
      )}
      {session.data && <SessionOverview session={session.data} />}
      {!session.data?.archived_at && (
        <SessionFormSection
          key={session.data?.updated_at ?? 'new'}
          id={id}
          initial={session.data ? sessionFormOf(session.data) : blankSessionForm()}
        />
      )}
    </Stack>
  );
}

function SessionOverview({ session: s }: { session: MockSession }) {
  const results = useMockResults(s.id);
  const sessionCsv = useCsvDownload(() => getMockSessionCsv(s.id), csvFileName(s.name, '-results'));
  const templateCsv = useCsvDownload(() => getCentralTemplateCsv(s.template_id), csvFileName(s.template_name, '-all'));
  const csvError = sessionCsv.error ?? templateCsv.error;
  return (
    <Stack gap="md">
      <Text>
        {s.template_name} ({plural(s.question_count, 'question')}, {plural(s.total_marks, 'mark')}); {windowLabel(s)};{' '}
        {minutesLabel(s.time_limit_seconds)}. Offered to {s.schools.map((x) => x.name).join(', ')}.
      </Text>
      <Text>
        Schools have set it as {plural(s.assignment_count, 'assignment')}; {plural(s.submitted_count, 'attempt')}{' '}
        submitted.
      </Text>
      <Paper withBorder p="md" component="section" aria-labelledby="results-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="results-title">
            Results by school
          </Title>
          {results.isPending && <Loader label="Loading the results…" />}
          {results.isError && (
            <Alert color={DANGER} role="alert">
              {errorMessage(results.error)}
            </Alert>
          )}
          {results.data &&
            (!results.data.all_schools?.students ? (
              <Text>
                No student has released results yet (marks count once their teacher releases them). Schools set it to
                their classes from their Mock exams page.
              </Text>
            ) : (
              <Table withTableBorder striped aria-label="Results by school">
                <ColumnHeads labels={['School', 'Students', 'Mean']} />
                <Table.Tbody>
                  {results.data.schools.map((school) => (
                    <Table.Tr key={school.school_id}>
                      <Table.Th scope="row" fw={400}>
                        {school.school_name}
                      </Table.Th>
                      <Table.Td>{school.students}</Table.Td>
                      <Table.Td>{school.mean_percent === null ? '—' : `${school.mean_percent}%`}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Th scope="row">All schools</Table.Th>
                    <Table.Td>{results.data.all_schools.students}</Table.Td>
                    <Table.Td>
                      {results.data.all_schools.mean_percent === null
                        ? '—'
                        : `${results.data.all_schools.mean_percent}%`}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            ))}
          <Group gap="sm">
            <Button variant="default" onClick={() => void sessionCsv.download()} loading={sessionCsv.busy}>
              Download this session (CSV)
            </Button>
            <Button variant="default" onClick={() => void templateCsv.download()} loading={templateCsv.busy}>
              Download every sitting of the template (CSV)
            </Button>
          </Group>
          {csvError && (
            <Alert color={DANGER} role="alert">
              The CSV could not be downloaded: {csvError}
            </Alert>
          )}
        </Stack>
      </Paper>
      {!s.archived_at && <DeleteMockSession id={s.id} name={s.name} />}
    </Stack>
  );
}

function SessionFormSection({ id, initial }: { id: number | null; initial: SessionForm }) {
  const [form, setForm] = useState(initial);
  const set = (change: Partial<SessionForm>) => setForm((f) => ({ ...f, ...change }));
  const [schoolSearch, setSchoolSearch] = useState('');
  const schools = useMockSchools(schoolSearch);
  const templates = useMockTemplates();
  const save = useSaveMockSession(id);
  const navigate = useNavigate();
  const errors = isApiError(save.error) ? fieldErrors(save.error.errors) : {};
  // the chosen schools stay choosable while a search shows others
  const schoolOptions = useMemo(() => {
    const all = new Map(form.schools.map((s) => [s.id, s.name]));
    for (const s of schools.data ?? []) all.set(s.id, s.name);
    return [...all].map(([value, label]) => ({ value: String(value), label }));
  }, [form.schools, schools.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(sessionBody(form), {
      onSuccess: (saved) => void (id === null && navigate(routes.staff.mock(saved.id))),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Mock session">
      <Stack gap="md" maw={760}>
        {id !== null && (
          <Title order={2} size="h3">
            Change the session
          </Title>
        )}
        <TextInput
          label="Name"
          description="Schools and their teachers see it, e.g. “Year 10 Biology mock, November”."
          required
          value={form.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errors.name}
        />
        <NativeSelect
          label="Central exam template"
          required
          data={[
            { value: '', label: templates.isPending ? 'Loading…' : 'Choose a template' },
            ...(templates.data ?? []).map((t) => ({
              value: String(t.id),
              label: `${t.name} (${plural(t.question_count, 'question')}, ${plural(t.total_marks, 'mark')})`,
            })),
          ]}
          value={form.templateId === null ? '' : String(form.templateId)}
          onChange={(e) => set({ templateId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          error={errors.template_id}
        />
        {templates.data?.length === 0 && (
          <Text size="sm">There is no central template yet: content staff make one before a mock can sit it.</Text>
        )}
        <MultiSelect
          label="Schools"
          description="Type to search schools by name."
          required
          searchable
          onSearchChange={setSchoolSearch}
          data={schoolOptions}
          value={form.schools.map((s) => String(s.id))}
          onChange={(v) =>
            set({
              schools: v.map((value) => ({
                id: Number(value),
                name: schoolOptions.find((o) => o.value === value)?.label ?? value,
              })),
            })
          }
          error={errors.school_ids}
        />
        <WindowFields
          opens={{ label: 'Opens', value: form.opensAt, onChange: (v) => set({ opensAt: v }), error: errors.opens_at }}
          closes={{
            label: 'Closes',
            value: form.closesAt,
            onChange: (v) => set({ closesAt: v }),
            error: errors.closes_at,
          }}
          closesNoun="closing time"
          timeLimitMinutes={form.timeLimitMinutes}
          onTimeLimitMinutes={(minutes) => set({ timeLimitMinutes: minutes })}
          timeLimitError={errors.time_limit_seconds}
        />
        {save.isError && !Object.keys(errors).length && (
          <Alert color={DANGER} role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        {save.isSuccess && id !== null && (
          <Text role="status" c="green.9">
            Saved.
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {id === null ? 'Create the session' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
