import { DANGER } from '../../../lib/text-colours';
import type { MachinePhrase, QuestionEditView } from '@markwell/contracts/questions';
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  List,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { useCreateQuestionMaf } from '../api/create-question-maf';
import { useSynonyms } from '../api/get-synonyms';
import { AnswerStructureFields } from './AnswerStructureFields';
import { DeleteQuestion } from './DeleteQuestion';
import { LevelsEditor } from './LevelsEditor';
import { LinkSelects } from './LinkSelects';
import { MarkingPointsEditor } from './MarkingPointsEditor';
import { createBody, draftFromEditView, emptyDraft, validateDraft, type QuestionDraft } from './question-draft';
import { QuestionPhoto } from './QuestionPhoto';
import { saveQuestion } from './save-question';
import { TryAnswerPanel } from './TryAnswerPanel';
import { useWordModels } from '../api/word-models';
import { useCurricula } from '../../../api/get-curricula';
import { useUnsavedChangesWarning } from '../../../lib/use-unsaved-changes';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The question editor: a working copy (draft) of the question is edited on screen; "Save" sends
 * the differences (or creates the question in one call). "Try an answer" marks against the draft.
 */
export function QuestionEditor({
  view,
  photoUrl,
  tryAnswer,
  onTryAnswerChange,
  onSaved,
}: {
  /** null: a new question. */
  view: QuestionEditView | null;
  /** The stored image, live (it changes without a save). */
  photoUrl: string | null;
  tryAnswer: string;
  onTryAnswerChange: (answer: string) => void;
  /** `schemeChanged`: the mark scheme of a question already in the bank changed (a regrade may be due). */
  onSaved: (id: number, created: boolean, schemeChanged: boolean) => void | Promise<void>;
}) {
  const navigate = useNavigate();
  const questionId = view?.question.id ?? null;
  const [original, setOriginal] = useState<QuestionDraft>(() => (view ? draftFromEditView(view) : emptyDraft()));
  const [draft, setDraft] = useState<QuestionDraft>(original);
  const [showErrors, setShowErrors] = useState(false);
  const errors = useMemo(() => (showErrors ? validateDraft(draft) : {}), [draft, showErrors]);
  const set = (change: Partial<QuestionDraft>) => setDraft((d) => ({ ...d, ...change }));

  const synonymsQuery = useSynonyms(draft.curriculaId ? { curricula: draft.curriculaId } : {});
  const synonyms = useMemo(
    () => (synonymsQuery.data ?? []).filter((s) => draft.curriculaId !== null || s.curricula_id === null),
    [synonymsQuery.data, draft.curriculaId],
  );
  const synonymTexts = useMemo(() => synonyms.map((s) => s.text), [synonyms]);
  const learnt = useWordModels(questionId);
  // how strictly the chosen curriculum reads model answers, learnt from its teachers' marks
  const conceptShare = useCurricula().data?.find((c) => c.id === draft.curriculaId)?.concept_share ?? undefined;

  const create = useCreateQuestionMaf();
  const update = useMutation({
    mutationFn: () => saveQuestion(questionId ?? 0, original, draft),
    meta: { silentError: true },
  });
  const saveError = create.error ?? update.error;
  const busy = create.isPending || update.isPending;
  const dirty = JSON.stringify(original) !== JSON.stringify(draft);
  useUnsavedChangesWarning(dirty);

  function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(validateDraft(draft)).length > 0) return;
    if (questionId === null) {
      create.mutate(createBody(draft), { onSuccess: (created) => onSaved(created.id, true, false) });
    } else {
      update.mutate(undefined, { onSuccess: (schemeChanged) => onSaved(questionId, false, schemeChanged) });
    }
  }

  function machineUpdated(phrase: MachinePhrase) {
    const patch = (d: QuestionDraft) => ({
      ...d,
      points: d.points.map((p) => ({
        ...p,
        machinePhrases: p.machinePhrases.map((m) => (m.id === phrase.id ? phrase : m)),
      })),
    });
    setOriginal(patch);
    setDraft(patch);
  }

  function mediaRemoved() {
    setOriginal((d) => ({ ...d, media: '' }));
    setDraft((d) => ({ ...d, media: '' }));
  }

  const errorCount = Object.keys(errors).length;
  return (
    // overflow hidden: the grid's gutter margins would otherwise widen a phone screen.
    <Grid gap="lg" overflow="hidden">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <form onSubmit={submit} noValidate aria-label={questionId ? 'Edit question' : 'New question'}>
          <Stack gap="md">
            <Section title="Question">
              <Stack gap="sm">
                <Textarea
                  label="Question text"
                  autosize
                  minRows={3}
                  value={draft.text}
                  onChange={(e) => set({ text: e.currentTarget.value })}
                  error={errors.text}
                  required
                />
                <LinkSelects
                  value={{ curriculaId: draft.curriculaId, courseId: draft.courseId, lessonId: draft.lessonId }}
                  onChange={(links) => set(links)}
                  curriculaError={errors.curricula}
                  required
                />
                <Group align="flex-start">
                  <TextInput
                    label="Maximum marks"
                    inputMode="numeric"
                    w={160}
                    value={draft.maxMarks}
                    onChange={(e) => set({ maxMarks: e.currentTarget.value.replace(/[^\d]/g, '').slice(0, 3) })}
                    error={errors.maxMarks}
                    required
                  />
                  <Radio.Group
                    label="Marking type"
                    value={draft.markingType}
                    onChange={(value) => set({ markingType: value === 'levelled' ? 'levelled' : 'points' })}
                  >
                    <Group mt="xs">
                      <Radio value="points" label="Points (marks add up)" />
                      <Radio value="levelled" label="Levelled (the teacher picks a level)" />
                    </Group>
                  </Radio.Group>
                </Group>
                {draft.markingType === 'levelled' && (
                  <LevelsEditor levels={draft.levels} onChange={(levels) => set({ levels })} errors={errors} />
                )}
              </Stack>
            </Section>

            <Section title="Image and media">
              <Stack gap="sm">
                <TextInput
                  label="Media link (video or other page)"
                  placeholder="https://…"
                  type="url"
                  value={draft.media}
                  onChange={(e) => set({ media: e.currentTarget.value })}
                  error={errors.media}
                />
                {questionId === null ? (
                  <Text size="sm">Create the question first, then add its image here.</Text>
                ) : (
                  <QuestionPhoto
                    questionId={questionId}
                    photoUrl={photoUrl}
                    hasMedia={!!original.media}
                    onMediaRemoved={mediaRemoved}
                  />
                )}
              </Stack>
            </Section>

            <Section title="Marking points">
              <MarkingPointsEditor
                questionId={questionId}
                prompt={draft.text}
                conceptShare={conceptShare}
                points={draft.points}
                onChange={(points) => set({ points })}
                errors={errors}
                onMachineUpdated={machineUpdated}
              />
            </Section>

            <Section title="Answer structure">
              <AnswerStructureFields
                structure={draft.structure}
                onChange={(structure) => set({ structure })}
                errors={errors}
              />
            </Section>

            <Section title="Synonyms that apply">
              <Stack gap="xs">
                <Text size="sm">
                  Sets for{' '}
                  {draft.curriculaId
                    ? 'this curriculum and all curricula'
                    : 'all curricula (choose a curriculum to see its own)'}
                  . The engine accepts any member of a set wherever a phrase uses another.
                </Text>
                {synonymsQuery.isPending ? (
                  <Text size="sm">Loading synonyms…</Text>
                ) : synonyms.length ? (
                  <List size="sm" aria-label="Synonym sets that apply">
                    {synonyms.map((s) => (
                      <List.Item key={s.id}>{s.text}</List.Item>
                    ))}
                  </List>
                ) : (
                  <Text size="sm">No synonym sets apply.</Text>
                )}
                <Anchor component={Link} to={routes.staff.synonyms}>
                  Manage synonyms
                </Anchor>
              </Stack>
            </Section>

            {errorCount > 0 && (
              <Alert color={DANGER} role="alert" title="The question cannot be saved yet">
                Fix the {errorCount === 1 ? 'field' : `${errorCount} fields`} marked in red.
              </Alert>
            )}
            {saveError && (
              <Alert color={DANGER} role="alert" title="The question was not saved">
                <Text>{errorMessage(saveError)}</Text>
                {isApiError(saveError) && saveError.errors.length > 0 && (
                  <List size="sm" mt="xs">
                    {saveError.errors.map((e) => (
                      <List.Item key={`${e.path}-${e.message}`}>
                        {e.path.replace(/^body\./, '')}: {e.message}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Alert>
            )}
            <Group justify="space-between">
              <Group>
                <Button type="submit" loading={busy}>
                  {questionId ? 'Save question' : 'Create question'}
                </Button>
                {questionId !== null && dirty && <Text size="sm">Unsaved changes</Text>}
              </Group>
              {questionId !== null && (
                <DeleteQuestion
                  questionId={questionId}
                  onDeleted={() => navigate(routes.staff.questions, { state: { message: 'Question deleted.' } })}
                />
              )}
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <div style={{ position: 'sticky', top: '1rem' }}>
          <TryAnswerPanel
            draft={draft}
            synonyms={synonymTexts}
            answer={tryAnswer}
            onAnswerChange={onTryAnswerChange}
            wordModels={learnt.data?.points}
            conceptShare={conceptShare}
          />
        </div>
      </Grid.Col>
    </Grid>
  );
}
