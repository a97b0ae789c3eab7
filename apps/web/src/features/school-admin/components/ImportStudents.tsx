import { Alert, Button, Code, FileInput, Group, List, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { useState, type FormEvent } from 'react';
import { STUDENT_IMPORT_MAX_ROWS } from '@markwell/contracts/school-admin';
import { errorMessage, isApiError } from '../../../lib/api-client';
import {
  useCheckStudentsImport,
  useImportStudents,
  type CsvSource,
  type ImportStudentsCheck,
  type ImportStudentsResult,
} from '../api/import-students';
import { ColumnHeads } from '../../../components/ColumnHeads';

const PREVIEW_ROWS = 50;

/** Saves the passwords CSV (already made spreadsheet-safe by the server) as a file. */
export function downloadCsv(csv: string, fileName: string) {
  // The BOM makes Excel read the file as UTF-8 (accents in names).
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Bulk add students": pick or paste a CSV, see every problem line by line (nothing is added
 * until the whole file is right), then add them all and get their one-time passwords once.
 */
export function ImportStudents({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AccessibleModal opened={opened} onClose={onClose} title="Bulk add students" size="xl" closeOnClickOutside={false}>
      {opened && <ImportStudentsBody onClose={onClose} />}
    </AccessibleModal>
  );
}

function ImportStudentsBody({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [check, setCheck] = useState<ImportStudentsCheck | null>(null);
  const [result, setResult] = useState<ImportStudentsResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checkImport = useCheckStudentsImport();
  const runImport = useImportStudents();

  const source: CsvSource | null = file ? { file } : text.trim() ? { text } : null;

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setCheck(null);
    if (!source) {
      setError('Choose a CSV file or paste the lines first.');
      return;
    }
    try {
      setCheck(await checkImport.mutateAsync(source));
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const onImport = async () => {
    if (!source) return;
    setError(null);
    try {
      setResult(await runImport.mutateAsync(source));
    } catch (e) {
      setError(errorMessage(e));
      // Someone may have added one of these e-mails meanwhile: show the lines again.
      if (isApiError(e) && e.code === 'import_invalid') {
        setCheck(await checkImport.mutateAsync(source).catch(() => null));
      }
    }
  };

  if (result) return <ImportResult result={result} onClose={onClose} />;

  return (
    <Stack>
      <Text>
        One student per line, with a header row: <Code>name,email,class,subgroups</Code>. <Code>class</Code> is the name
        of one of your classes (or empty); separate several subgroups with <Code>;</Code>. At most{' '}
        {STUDENT_IMPORT_MAX_ROWS} students per file.
      </Text>
      <Code block aria-label="Example file">
        {
          'name,email,class,subgroups\nAmy Adams,amy.adams@example.org,10B Biology,Set 1;SEN\nBen Brown,ben.brown@example.org,10B Biology,'
        }
      </Code>
      <form onSubmit={onCheck} noValidate>
        <Stack>
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv,text/plain"
            value={file}
            onChange={(f) => {
              setFile(f);
              setCheck(null);
            }}
            clearable
          />
          <Textarea
            label="Or paste the lines"
            description={file ? 'The chosen file is used; clear it to use pasted lines.' : undefined}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setCheck(null);
            }}
            disabled={file !== null}
            rows={6}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant={check?.valid ? 'default' : 'filled'} loading={checkImport.isPending}>
              Check
            </Button>
          </Group>
        </Stack>
      </form>
      {check && !check.valid && <ImportProblems check={check} />}
      {check?.valid && (
        <Stack>
          <Title order={3}>
            Ready to add {check.students.length} {check.students.length === 1 ? 'student' : 'students'}
          </Title>
          <PreviewTable check={check} />
          <Group justify="flex-end">
            <Button onClick={onImport} loading={runImport.isPending}>
              Add {check.students.length} {check.students.length === 1 ? 'student' : 'students'}
            </Button>
          </Group>
          {runImport.isPending && check.students.length > 100 && (
            <Text role="status">Creating the accounts; a large file can take a minute.</Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function ImportProblems({ check }: { check: ImportStudentsCheck }) {
  const count = check.rows.length;
  return (
    <Stack>
      <Alert color="red" title={`${count} ${count === 1 ? 'line needs' : 'lines need'} fixing`} role="alert">
        Nothing has been added. Correct the file and check it again.
      </Alert>
      <Table striped withTableBorder aria-label="Problems by line">
        <ColumnHeads labels={['Line', 'Problems']} />
        <Table.Tbody>
          {check.rows.map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>
                <List size="sm">
                  {row.errors.map((e, i) => (
                    <List.Item key={i}>{e.message}</List.Item>
                  ))}
                </List>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function PreviewTable({ check }: { check: ImportStudentsCheck }) {
  const shown = check.students.slice(0, PREVIEW_ROWS);
  return (
    <>
      <Table striped withTableBorder aria-label="Students to add">
        <ColumnHeads labels={['Line', 'Name', 'E-mail', 'Class', 'Subgroups']} />
        <Table.Tbody>
          {shown.map((s) => (
            <Table.Tr key={s.line}>
              <Table.Td>{s.line}</Table.Td>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td>{s.email}</Table.Td>
              <Table.Td>{s.class ?? '—'}</Table.Td>
              <Table.Td>{s.subgroups.join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {check.students.length > shown.length && <Text size="sm">…and {check.students.length - shown.length} more.</Text>}
    </>
  );
}

function ImportResult({ result, onClose }: { result: ImportStudentsResult; onClose: () => void }) {
  const count = result.created.length;
  const download = () =>
    downloadCsv(result.credentialsCsv, `new-students-${new Date().toISOString().slice(0, 10)}.csv`);
  return (
    <Stack>
      <Alert color="green" title={`${count} ${count === 1 ? 'student' : 'students'} added`} role="status">
        Below are their one-time passwords. They are shown only now: download the CSV or note them before closing this
        window, then give each student their e-mail and password.
      </Alert>
      <Group>
        <Button onClick={download} data-autofocus>
          Download CSV
        </Button>
      </Group>
      <Table striped withTableBorder aria-label="New students and their one-time passwords">
        <ColumnHeads labels={['Name', 'E-mail', 'Class', 'One-time password']} />
        <Table.Tbody>
          {result.created.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td>{s.email}</Table.Td>
              <Table.Td>{s.class ?? '—'}</Table.Td>
              <Table.Td>
                <Code>{s.initialPassword}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
