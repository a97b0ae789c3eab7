import type { ImportKind } from '@markwell/contracts/imports';
import { Alert, Button, Group, List, NativeSelect, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { FileField, type FileFieldHandle } from '../../../components/FileField';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurricula } from '../../../api/get-curricula';
import { useImportBatch } from '../api/get-import-batch';
import { useDownloadImportTemplate } from '../api/download-import-template';
import { useUploadQuestionFile } from '../api/upload-question-file';
import { ImportProgress } from './ImportProgress';

const KIND_FORMATS: Record<ImportKind, string> = {
  maf: 'CSV, Excel (XLSX), Moodle XML (short-answer and numerical questions) or GIFT',
  quiz: 'CSV or Excel (XLSX)',
};
const ACCEPT: Record<ImportKind, string> = {
  maf: '.csv,.xlsx,.xml,.gift,.txt,text/csv,text/plain,application/xml,text/xml,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  quiz: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The format of a file that carries no curriculum (Moodle XML, GIFT), by its name; null for spreadsheets. */
function namesNoCurriculum(file: File): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xml')) return 'Moodle XML';
  if (name.endsWith('.gift') || name.endsWith('.txt')) return 'GIFT';
  return null;
}

/** The server's message for one field of a refused upload. */
function serverFieldError(error: unknown, path: string): string | undefined {
  return isApiError(error) ? error.errors.find((e) => e.path === path)?.message : undefined;
}

/** Content staff: upload a question file, then follow the import's progress and errors. */
export function QuestionImportPage() {
  usePageTitle('Import questions');
  const [kind, setKind] = useState<ImportKind>('maf');
  const [file, setFile] = useState<File | null>(null);
  const [curricula, setCurricula] = useState('');
  const [maxMarks, setMaxMarks] = useState('');
  const [batch, setBatch] = useState<{ id: number; kind: ImportKind } | null>(null);
  const [curriculaError, setCurriculaError] = useState<string | undefined>();
  const fileField = useRef<FileFieldHandle>(null);
  const curriculaSelect = useRef<HTMLSelectElement>(null);
  const upload = useUploadQuestionFile();
  const template = useDownloadImportTemplate();
  const curriculaList = useCurricula();
  const progress = useImportBatch(batch?.kind ?? kind, batch?.id ?? null);

  function chooseKind(value: string) {
    setKind(value as ImportKind);
    upload.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    const needsCurriculum = kind === 'maf' ? namesNoCurriculum(file) : null;
    if (needsCurriculum && !curricula) {
      setCurriculaError(`Choose the curriculum: ${needsCurriculum} files name none.`);
      curriculaSelect.current?.focus();
      return;
    }
    upload.mutate(
      { kind, file, curricula: curricula || undefined, maxMarks: kind === 'maf' ? maxMarks || undefined : undefined },
      {
        onSuccess: (created) => {
          setBatch({ id: created.id, kind });
          setFile(null);
          fileField.current?.clear();
        },
      },
    );
  }

  const uploadError = upload.error;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Import questions</Title>

      <form onSubmit={submit} aria-label="Import a question file" noValidate>
        <Stack gap="md">
          <Radio.Group label="Question type" value={kind} onChange={chooseKind} name="kind">
            <Group mt="xs">
              <Radio value="maf" label="Free-text (marked by marking points)" />
              <Radio value="quiz" label="Multiple-choice quiz" />
            </Group>
          </Radio.Group>

          <Text>
            Accepted files: {KIND_FORMATS[kind]}. The type is read from the file itself, up to 5,000 questions a file.
            The columns are described in the template; a file can be imported again safely, questions already in the
            bank are skipped.
          </Text>
          <Group>
            <Button variant="light" onClick={() => template.mutate(kind)} loading={template.isPending}>
              Download the {kind === 'maf' ? 'free-text' : 'quiz'} CSV template
            </Button>
          </Group>
          {template.isError && (
            <Alert color="red" role="alert">
              The template could not be downloaded: {errorMessage(template.error)}
            </Alert>
          )}

          <NativeSelect
            label="Curriculum"
            description={
              kind === 'maf'
                ? 'Required for Moodle XML and GIFT files; for spreadsheets, used where the curricula cell is blank.'
                : 'Used where the curricula cell is blank.'
            }
            ref={curriculaSelect}
            value={curricula}
            error={curriculaError ?? serverFieldError(upload.error, 'body.curricula')}
            onChange={(e) => {
              setCurricula(e.currentTarget.value);
              setCurriculaError(undefined);
            }}
            data={[
              { value: '', label: curriculaList.isPending ? 'Loading curricula…' : 'From the file' },
              ...(curriculaList.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
          {kind === 'maf' && (
            <TextInput
              label="Marks per question"
              description="For Moodle XML and GIFT questions without a grade (default 1)."
              inputMode="numeric"
              value={maxMarks}
              onChange={(e) => setMaxMarks(e.currentTarget.value.replace(/[^\d]/g, '').slice(0, 3))}
              w={200}
            />
          )}

          <FileField
            label="Question file"
            accept={ACCEPT[kind]}
            file={file}
            handleRef={fileField}
            onChange={(chosen) => {
              setFile(chosen);
              setCurriculaError(undefined);
              upload.reset();
            }}
          />

          {uploadError && (
            <Alert color="red" role="alert" title="The file was not imported">
              <Text>{errorMessage(uploadError)}</Text>
              {isApiError(uploadError) && uploadError.errors.length > 0 && (
                <List size="sm" mt="xs">
                  {uploadError.errors.map((e) => (
                    <List.Item key={`${e.path}-${e.message}`}>{e.message}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}

          <Group>
            <Button type="submit" disabled={!file} loading={upload.isPending}>
              Upload and import
            </Button>
          </Group>
        </Stack>
      </form>

      {batch && progress.isPending && <Text role="status">Starting the import…</Text>}
      {batch && progress.isError && (
        <Alert color="red" role="alert">
          The progress could not be loaded: {errorMessage(progress.error)}
        </Alert>
      )}
      {progress.data && <ImportProgress batch={progress.data} />}
    </Stack>
  );
}
