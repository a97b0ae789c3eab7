import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../../components/Loader';
import { errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import type { Assignment } from '../api/get-assignment';
import { useWrongAnswers } from '../api/get-wrong-answers';
import { DANGER } from '../../../lib/text-colours';
import { DeleteAssignment } from './DeleteAssignment';
import { plural } from './format';
import { SetToRows } from './SetToRows';
import { targetText } from './practice-form';
import { SendEmails } from './SendEmails';

const scoreText = (score: number | null) => (score === null ? 'No answers yet' : `${Math.round(score)}%`);

/** One lesson's commonest wrong answers for one class, asked for when the teacher opens them. */
function WrongAnswers({
  lessonId,
  lessonName,
  classes,
}: {
  lessonId: number;
  lessonName: string;
  classes: { id: number; name: string }[];
}) {
  const [groupId, setGroupId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number>(classes[0]?.id ?? 0);
  const answers = useWrongAnswers(lessonId, groupId);
  const headingId = `wrong-${lessonId}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        Commonest wrong answers: {lessonName}
      </Title>
      {classes.length === 0 ? (
        <Text size="sm">Wrong answers are read per class, and this practice is set to no class.</Text>
      ) : (
        <Group align="flex-end" gap="xs" mt="xs">
          {classes.length > 1 && (
            <NativeSelect
              label="Class"
              value={String(chosen)}
              onChange={(e) => setChosen(Number(e.currentTarget.value))}
              data={classes.map((c) => ({ value: String(c.id), label: c.name }))}
            />
          )}
          <Button
            variant="default"
            size="xs"
            onClick={() => setGroupId(chosen)}
            aria-label={`${groupId === null ? 'Show' : 'Refresh'} the commonest wrong answers on ${lessonName}`}
          >
            {groupId === null ? 'Show' : 'Refresh'}
          </Button>
        </Group>
      )}
      {groupId !== null &&
        (answers.isPending ? (
          <Loader label="Loading the wrong answers…" />
        ) : answers.isError ? (
          <Alert color={DANGER} role="alert" mt="xs">
            The wrong answers could not be loaded: {errorMessage(answers.error)}
          </Alert>
        ) : answers.data.questions.length === 0 ? (
          <Text size="sm" mt="xs">
            No wrong answers from this class on this lesson yet.
          </Text>
        ) : (
          <Stack gap="sm" mt="xs">
            {answers.data.questions.map((q) => (
              <div key={q.question_id}>
                <Text size="sm" fw={500}>
                  {q.question}
                </Text>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Answer</Table.Th>
                      <Table.Th>Students</Table.Th>
                      <Table.Th>Marks</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {q.clusters.map((c, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{c.answer}</Table.Td>
                        <Table.Td>{c.students}</Table.Td>
                        <Table.Td>
                          {c.marks} of {c.max_marks}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            ))}
          </Stack>
        ))}
    </Paper>
  );
}

/**
 * The teacher's view of set practice: its lessons and target, and per student the lessons
 * completed, the live score on each lesson and whether the target is met; per lesson, the
 * class's commonest wrong answers.
 */
export function PracticeView({
  assignment: a,
  now,
  updatedAt,
}: {
  assignment: Assignment;
  now: Date;
  updatedAt: string;
}) {
  const practice = a.practice!;
  const students = [...a.practice_students].sort((x, y) => x.name.localeCompare(y.name));
  const met = students.filter((s) => s.met).length;
  const classes = a.targets.flatMap((t) =>
    t.kind === 'group' && t.group_id !== null ? [{ id: t.group_id, name: t.label }] : [],
  );
  return (
    <Stack gap="md">
      <Anchor component={Link} to={routes.teacher.assignments}>
        Assignments
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{a.title}</Title>
        <Group gap="xs">
          <Button component={Link} to={routes.teacher.editAssignment(a.id)} variant="default">
            Change
          </Button>
          <DeleteAssignment id={a.id} title={a.title} />
        </Group>
      </Group>
      <Paper withBorder p="md">
        <Table variant="vertical" layout="fixed" withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>Practice</Table.Th>
              <Table.Td>{practice.lessons.map((l) => `${l.name} (${l.topic_name})`).join('; ')}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Target</Table.Th>
              <Table.Td>{targetText(practice)}</Table.Td>
            </Table.Tr>
            <SetToRows assignment={a} now={now} />
          </Table.Tbody>
        </Table>
      </Paper>
      <SendEmails id={a.id} />
      {!a.can_mark ? (
        <Text>
          Students’ progress is for the teacher who set this practice, the teachers of its classes and school admins.
        </Text>
      ) : (
        <>
          <Group justify="space-between">
            <Text role="status">
              {met} of {plural(students.length, 'student')} met the target.
            </Text>
            <Text size="sm" c="dimmed">
              Updates every 10 seconds; last at {updatedAt}
            </Text>
          </Group>
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Student</Table.Th>
                  <Table.Th scope="col">Lessons completed</Table.Th>
                  {practice.lessons.map((l) => (
                    <Table.Th scope="col" key={l.lesson_id}>
                      {l.name}: live score
                    </Table.Th>
                  ))}
                  <Table.Th scope="col">Target met</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {students.map((s) => (
                  <Table.Tr key={s.student_id}>
                    <Table.Th scope="row">{s.name}</Table.Th>
                    <Table.Td>
                      {s.lessons_completed} of {practice.lessons.length}
                    </Table.Td>
                    {s.lessons.map((l) => (
                      <Table.Td key={l.lesson_id}>
                        {scoreText(l.live_score)}
                        {l.completed ? ', completed' : ', not completed'}
                      </Table.Td>
                    ))}
                    <Table.Td>{s.met ? 'Yes' : 'Not yet'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Title order={2} size="h4">
            Commonest wrong answers
          </Title>
          {practice.lessons.map((l) => (
            <WrongAnswers key={l.lesson_id} lessonId={l.lesson_id} lessonName={l.name} classes={classes} />
          ))}
        </>
      )}
    </Stack>
  );
}
