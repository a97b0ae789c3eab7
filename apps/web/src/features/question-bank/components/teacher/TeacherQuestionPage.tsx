import type { AnswerStructureBody } from '@markwell/contracts/questions';
import { Alert, Anchor, Button, Grid, Image, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Loader } from '../../../../components/Loader';
import { NotFound } from '../../../../components/NotFound';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { routes } from '../../../../lib/paths';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useQuestionMaf, type QuestionMafDetail } from '../../api/get-question-maf';
import { useProposeMachinePhrase } from '../../api/propose-machine-phrase';
import { describeEvidence } from '../describe-evidence';
import { useTryAnswer } from '../../api/try-answer';
import { useWordModels } from '../../api/word-models';
import { LearntWeightsOfPoint } from '../LearntWeightsOfPoint';
import { DANGER, SUCCESS } from '../../../../lib/text-colours';
import { MarkResultView, MarkSummary, plural, type ResultPoint } from '../MarkResultView';
import { QuestionBankHeading } from '../QuestionBankHeading';
import { TryAnswerFrame } from '../TryAnswerFrame';
import { questionHeading } from '../../lib/question-heading';

/** How long typing must pause before the server marks the answer again. */
export const SERVER_TRY_DEBOUNCE_MS = 400;

function describeStructure(structure: AnswerStructureBody): string {
  if (structure.type === 'numeric')
    return `A number: ${structure.value}${structure.unit ? ` ${structure.unit}` : ''}, give or take ${structure.tolerance}.`;
  if (structure.type === 'parts') return `In parts: ${structure.parts.map((p) => p.label).join(', ')}.`;
  return 'Free text.';
}

/**
 * The mark scheme as teachers read it: points with their accepted phrases and the word weights
 * teachers' marks taught them, levels, answer shape.
 */
function MarkScheme({ question }: { question: QuestionMafDetail }) {
  const learnt = useWordModels(question.id);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="mark-scheme-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="mark-scheme-heading">
          Mark scheme
        </Title>
        <Text>
          {plural(question.max_marks, 'mark')};{' '}
          {question.marking_type === 'levelled'
            ? 'levelled: the engine suggests a level from the points found, the teacher decides.'
            : 'the marks of the points found add up.'}
        </Text>
        <List type="ordered" spacing="sm" aria-label="Marking points">
          {question.marking_points.map((p, i) => (
            <List.Item key={p.id}>
              <Text span fw={600}>
                {p.text}
              </Text>{' '}
              ({plural(p.marks, 'mark')})
              {p.phrases.length > 0 && <Text size="sm">Accepted phrases: {p.phrases.join(' · ')}</Text>}
              {learnt.data?.points.some((m) => m.marking_point_id === p.id) && (
                <LearntWeightsOfPoint
                  pointLabel={`Point ${i + 1}`}
                  pointId={p.id}
                  model={learnt.data.points.find((m) => m.marking_point_id === p.id)}
                  canReset={false}
                />
              )}
            </List.Item>
          ))}
        </List>
        {question.levels && question.levels.length > 0 && (
          <>
            <Title order={3} size="h5">
              Levels
            </Title>
            <List spacing="xs" aria-label="Levels">
              {question.levels.map((l) => (
                <List.Item key={l.level}>
                  Level {l.level} (from {plural(l.minPoints, 'point')}){l.descriptor ? `: ${l.descriptor}` : ''}
                </List.Item>
              ))}
            </List>
          </>
        )}
        {question.structure && <Text size="sm">Expected answer: {describeStructure(question.structure)}</Text>}
      </Stack>
    </Paper>
  );
}

/**
 * "Try an answer" against the server's engine (with the synonyms and accepted machine phrases
 * of the question). For a point it did not award, the teacher can say the answer earns it: the
 * engine picks the answer's phrase and content staff review it as a machine phrase.
 */
function ServerTryPanel({ question }: { question: QuestionMafDetail }) {
  const [answer, setAnswer] = useState('');
  const [marked] = useDebouncedValue(answer, SERVER_TRY_DEBOUNCE_MS);
  const tried = useTryAnswer(question.id, marked);
  const propose = useProposeMachinePhrase();
  const [proposals, setProposals] = useState<Record<string, { ok: boolean; text: string }>>({});
  const points: ResultPoint[] = question.marking_points.map((p, i) => ({
    id: String(p.id),
    label: `Point ${i + 1}`,
    text: p.text,
    marks: p.marks,
  }));
  const result = marked.trim() ? tried.data : undefined;

  function proposeFor(point: ResultPoint) {
    propose.mutate(
      { pointId: Number(point.id), answer: marked.trim() },
      {
        onSuccess: (phrases) =>
          setProposals((all) => ({
            ...all,
            [point.id]: {
              ok: true,
              text: `Sent to content staff for review: ${phrases.map((p) => `“${p.phrase}” (${describeEvidence(p.evidence).toLowerCase()})`).join(', ')}.`,
            },
          })),
        onError: (error) =>
          setProposals((all) => ({
            ...all,
            [point.id]: {
              ok: false,
              text:
                error instanceof ApiError && error.code === 'nothing_to_learn'
                  ? 'The engine found no phrase in this answer to learn for this point.'
                  : errorMessage(error),
            },
          })),
      },
    );
  }

  return (
    <TryAnswerFrame
      intro="Marked by the server exactly as your students’ answers will be."
      answer={answer}
      onAnswerChange={(value) => {
        setAnswer(value);
        setProposals({});
      }}
    >
      {tried.isError && (
        <Alert color={DANGER} role="alert">
          The answer could not be marked: {errorMessage(tried.error)}
        </Alert>
      )}
      <MarkSummary result={result} maxMarks={question.max_marks} />
      {result && (
        <MarkResultView
          answer={marked}
          result={result}
          maxMarks={question.max_marks}
          points={points}
          pointAction={(point, awarded) => {
            const said = proposals[point.id];
            if (said)
              return (
                <Text size="sm" c={said.ok ? SUCCESS : DANGER} role={said.ok ? 'status' : 'alert'}>
                  {said.text}
                </Text>
              );
            if (awarded) return null;
            return (
              <div>
                <Button
                  size="compact-sm"
                  variant="light"
                  mt={4}
                  // The sentence wraps on a phone instead of pushing the page sideways.
                  h="auto"
                  py={4}
                  maw="100%"
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                  loading={propose.isPending && propose.variables?.pointId === Number(point.id)}
                  onClick={() => proposeFor(point)}
                >
                  This answer earns {point.label.toLowerCase()}: suggest its phrase
                </Button>
              </div>
            );
          }}
        />
      )}
    </TryAnswerFrame>
  );
}

/** /teacher/questions/:id: a question of the bank, read-only, with its mark scheme and a server-marked try. */
export function TeacherQuestionPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const question = useQuestionMaf(valid ? id : 0);
  usePageTitle(question.data ? questionHeading(question.data.text) : 'Question');
  if (!valid || (question.error instanceof ApiError && question.error.status === 404)) return <NotFound />;
  if (question.isPending) return <Loader label="Loading the question…" />;
  if (question.isError)
    return (
      <Alert color={DANGER} role="alert">
        The question could not be loaded: {errorMessage(question.error)}
      </Alert>
    );
  const q = question.data;
  return (
    <Stack gap="md">
      <QuestionBankHeading title={questionHeading(q.text)} crumb="Question" listTo={routes.teacher.questionBank} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Paper withBorder p="md" component="section" aria-labelledby="question-text-heading">
              <Title order={2} size="h3" id="question-text-heading">
                Question
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{q.text}</Text>
              {q.photo_url && <Image src={q.photo_url} alt="The question's image" mt="sm" maw={480} />}
              {q.media && /^https?:\/\//i.test(q.media) && (
                <Anchor href={q.media} target="_blank" rel="noopener noreferrer" display="block" mt="sm">
                  Media for this question (opens in a new tab)
                </Anchor>
              )}
            </Paper>
            <MarkScheme question={q} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ServerTryPanel question={q} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
