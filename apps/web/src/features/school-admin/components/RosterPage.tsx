import { Alert, Button, Group, Input, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useApplyRoster, useCheckRoster, type RosterIssue, type RosterPlanBody } from '../api/roster-import';
import { ColumnHeads } from '../../../components/ColumnHeads';

type Lists = RosterPlanBody['lists'];

const LIST_TITLES: [keyof Lists, string][] = [
  ['studentsAdded', 'Students added'],
  ['studentsChanged', 'Students changed'],
  ['studentsLeaving', 'Students leaving (deactivated, their work kept)'],
  ['teachersAdded', 'Teachers added'],
  ['teachersChanged', 'Teachers changed'],
  ['teachersLeaving', 'Teachers leaving (deactivated)'],
  ['classesAdded', 'Classes added'],
  ['classesChanged', 'Classes changed'],
  ['classesLeaving', 'Classes closed'],
  ['enrollmentsAdded', 'Enrolments added'],
  ['enrollmentsEnded', 'Enrolments ended'],
];

function IssuesTable({ caption, issues }: { caption: string; issues: RosterIssue[] }) {
  return (
    <Table aria-label={caption} striped withTableBorder>
      <ColumnHeads labels={['File', 'Line', 'Field', 'Why']} />
      <Table.Tbody>
        {issues.map((e, i) => (
          <Table.Tr key={i}>
            <Table.Td>{e.file}</Table.Td>
            <Table.Td>{e.line || '–'}</Table.Td>
            <Table.Td>{e.field ?? '–'}</Table.Td>
            <Table.Td>{e.message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Summary({ plan }: { plan: RosterPlanBody }) {
  const rows: [string, number, number, number | null][] = [
    ['Students', plan.students.added, plan.students.changed, plan.students.leaving],
    ['Teachers', plan.teachers.added, plan.teachers.changed, plan.teachers.leaving],
    ['Classes', plan.classes.added, plan.classes.changed, plan.classes.leaving],
    ['Enrolments', plan.enrollments.added, 0, plan.enrollments.ended],
  ];
  return (
    <Table aria-label="Changes" withTableBorder maw={560}>
      <ColumnHeads labels={['What', 'Added', 'Changed', 'Leaving or ended']} />
      <Table.Tbody>
        {rows.map(([what, added, changed, leaving]) => (
          <Table.Tr key={what}>
            <Table.Th scope="row">{what}</Table.Th>
            <Table.Td>{added}</Table.Td>
            <Table.Td>{what === 'Enrolments' ? '–' : changed}</Table.Td>
            <Table.Td>{leaving}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ChangeLists({ lists }: { lists: Lists }) {
  return (
    <>
      {LIST_TITLES.filter(([key]) => lists[key].length > 0).map(([key, title]) => (
        <details key={key}>
          <summary>
            {title} ({lists[key].length})
          </summary>
          <Table aria-label={title} withTableBorder>
            <Table.Tbody>
              {lists[key].map((item, i) => (
                <Table.Tr key={i}>
                  {'sourcedId' in item ? (
                    <>
                      <Table.Td>{item.name}</Table.Td>
                      <Table.Td>{item.sourcedId}</Table.Td>
                      <Table.Td>{item.detail ?? ''}</Table.Td>
                    </>
                  ) : (
                    <>
                      <Table.Td>{item.userName}</Table.Td>
                      <Table.Td>{item.role}</Table.Td>
                      <Table.Td>{item.className}</Table.Td>
                    </>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </details>
      ))}
    </>
  );
}

/**
 * The school admin's OneRoster import: choose the zip the information system exports, see what
 * it would change and every bad row (a dry run), then apply it. docs/sso-and-rosters.md.
 */
export function RosterPage() {
  usePageTitle('Roster');
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<RosterPlanBody | null>(null);
  const [applied, setApplied] = useState<RosterPlanBody | null>(null);
  const [refused, setRefused] = useState<RosterIssue[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useCheckRoster();
  const apply = useApplyRoster();

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPlan(null);
    setApplied(null);
    setRefused(null);
    if (!file) {
      setError('Choose the zip file first.');
      return;
    }
    try {
      setPlan(await check.mutateAsync(file));
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const onApply = async () => {
    if (!file) return;
    setError(null);
    try {
      setApplied(await apply.mutateAsync(file));
      setPlan(null);
    } catch (err) {
      if (isApiError(err) && err.code === 'roster_invalid') setRefused((err.extra.issues as RosterIssue[]) ?? []);
      setError(errorMessage(err));
    }
  };

  return (
    <Stack maw={960}>
      <Title order={1}>Roster</Title>
      <Text>
        Upload the OneRoster 1.2 CSV zip your information system exports (manifest.csv, orgs, academicSessions, courses,
        classes, users, enrollments). People and classes are matched by their sourcedId; people who left are
        deactivated, never deleted, and keep their work and marks. Nothing changes until you apply.
      </Text>
      <form onSubmit={onCheck}>
        <Group align="flex-end">
          <Input.Wrapper label="OneRoster zip" id="roster-zip" w={320} maw="100%">
            <input
              id="roster-zip"
              style={{ maxWidth: '100%' }}
              type="file"
              accept=".zip,application/zip"
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setPlan(null);
                setApplied(null);
              }}
            />
          </Input.Wrapper>
          <Button type="submit" loading={check.isPending}>
            Dry run
          </Button>
        </Group>
      </form>
      {error && (
        <Alert color="red" title="Not imported" role="alert">
          {error}
        </Alert>
      )}
      {refused && refused.length > 0 && <IssuesTable caption="Row errors" issues={refused} />}
      {applied && (
        <Alert color="green" title="Roster applied" role="status">
          {applied.students.added} students and {applied.teachers.added} teachers added,{' '}
          {applied.students.leaving + applied.teachers.leaving} deactivated, {applied.classes.added} classes added;{' '}
          {applied.enrollments.added} enrolments added and {applied.enrollments.ended} ended.
        </Alert>
      )}
      {plan && (
        <Stack>
          <Title order={2} size="h3">
            Dry run{plan.org ? ` for ${plan.org.name} (${plan.org.sourcedId})` : ''}
          </Title>
          <Summary plan={plan} />
          {plan.errorCount > 0 ? (
            <>
              <Alert color="red" title={`${plan.errorCount} row ${plan.errorCount === 1 ? 'error' : 'errors'}`}>
                Nothing can be applied until every row is right. Fix the files in your information system and export
                again.
              </Alert>
              <IssuesTable caption="Row errors" issues={plan.errors} />
            </>
          ) : (
            <Group>
              <Button onClick={onApply} loading={apply.isPending}>
                Apply these changes
              </Button>
            </Group>
          )}
          {plan.warnings.length > 0 && <IssuesTable caption="Warnings" issues={plan.warnings} />}
          <ChangeLists lists={plan.lists} />
        </Stack>
      )}
    </Stack>
  );
}
