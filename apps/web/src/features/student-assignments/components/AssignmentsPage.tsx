import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentAssignment } from '@markwell/contracts/assignments';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyAssignments } from '../../../api/get-my-assignments';
import {
  availability,
  byLatestSubmitted,
  bySoonestDue,
  dateTime,
  dueLine,
  limitLine,
  marksLine,
  practiceAvailability,
  practiceTargetText,
  timedStartLine,
} from '../../../lib/assignment-times';
import { Tip } from '../../../components/Tip';

const SECTIONS = [
  { status: 'to_do', title: 'To do', empty: 'Nothing to do right now.' },
  { status: 'in_progress', title: 'In progress', empty: 'No exam in progress.' },
  { status: 'submitted', title: 'Submitted', empty: 'Nothing submitted yet.' },
  { status: 'marked', title: 'Marked', empty: 'Nothing marked yet.' },
] as const;

/** The current time, refreshed every minute: "due in 5 min." must not go stale on an open tab. */
function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function AssignmentCard({ a, now }: { a: StudentAssignment; now: Date }) {
  const open = availability(a, now);
  const headingId = `assignment-${a.id}`;
  const limit = limitLine(a);
  const timed = a.status === 'to_do' ? timedStartLine(a) : null;
  const timedId = `assignment-${a.id}-timed`;
  const marks = marksLine(a);
  const action = a.status === 'in_progress' ? 'Continue' : a.status === 'to_do' ? 'Start' : 'View';
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Title order={3} size="h4" id={headingId}>
          {a.title}
        </Title>
        <Text size="sm">
          {a.question_count} {a.question_count === 1 ? 'question' : 'questions'}, {a.total_marks}{' '}
          {a.total_marks === 1 ? 'mark' : 'marks'}
        </Text>
        {marks && (
          <Group gap="xs">
            <Text size="sm" fw={700}>
              {marks}
            </Text>
            {a.no_credit && (
              <Badge variant="light" color="dark">
                Not for credit
              </Badge>
            )}
          </Group>
        )}
        {a.status === 'submitted' || a.status === 'marked' ? (
          <Text size="sm">Submitted {a.submitted_at ? dateTime(a.submitted_at) : ''}</Text>
        ) : (
          <Text size="sm" fw={700}>
            {dueLine(a, now)}
          </Text>
        )}
        {limit && a.status === 'to_do' && <Text size="sm">{limit}</Text>}
        {timed && open === 'open' && (
          <Text size="sm" fw={700} id={timedId}>
            {timed}
          </Text>
        )}
        {open === 'not_open_yet' && <Text size="sm">Opens {dateTime(a.opens_at)}</Text>}
        {open === 'closed' && a.status === 'to_do' && <Text size="sm">Closed: the due time has passed.</Text>}
        <Group mt={4}>
          {a.status === 'marked' ? (
            <Button component={Link} to={routes.student.review(a.id)} aria-label={`See your marks: ${a.title}`}>
              See your marks
            </Button>
          ) : open === 'open' || a.status === 'submitted' ? (
            <Button
              component={Link}
              to={routes.student.assignment(a.id)}
              variant={action === 'View' ? 'default' : 'filled'}
              aria-label={`${action}: ${a.title}`}
              aria-describedby={timed ? timedId : undefined}
            >
              {action}
            </Button>
          ) : (
            <Badge variant="light" color="dark">
              {open === 'not_open_yet' ? 'Not open yet' : 'Closed'}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

const scoreText = (score: number | null) => (score === null ? 'no answers yet' : `${Math.round(score)}%`);

/**
 * Set practice: its lessons (each a link to the lesson, with the student's live score and whether
 * it is completed), the target and where the student stands against it.
 */
function PracticeCard({ a, now }: { a: StudentAssignment; now: Date }) {
  const p = a.practice!;
  const headingId = `practice-title-${a.id}`;
  const open = practiceAvailability(a, now);
  const scoreOf = (lessonId: number) => p.progress.lessons.find((l) => l.lesson_id === lessonId);
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={headingId} id={`practice-${a.id}`}>
      <Stack gap={6}>
        <Group gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {a.title}
          </Title>
          <Badge variant="light" color="dark">
            {p.progress.met ? 'Target met' : 'Target not met yet'}
          </Badge>
        </Group>
        <Text size="sm">Target: {practiceTargetText(p)}.</Text>
        <Text size="sm">
          {p.progress.lessons_completed} of {p.lessons.length} {p.lessons.length === 1 ? 'lesson' : 'lessons'}{' '}
          completed.
        </Text>
        {open === 'not_open_yet' ? (
          <Text size="sm">Opens {dateTime(a.opens_at)}</Text>
        ) : (
          <Text size="sm" fw={700}>
            {open === 'closed' ? `Was due ${dateTime(a.due_at)}` : dueLine(a, now)}
          </Text>
        )}
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {p.lessons.map((l) => {
            const mine = scoreOf(l.lesson_id);
            return (
              <li key={l.lesson_id}>
                <Text size="sm" span>
                  {open === 'not_open_yet' ? (
                    l.name
                  ) : (
                    <Link to={routes.student.learnLesson(l.lesson_id)}>{l.name}</Link>
                  )}
                  : live score {scoreText(mine?.live_score ?? null)}
                  {p.target_score !== null ? ` (target ${p.target_score}%)` : ''};{' '}
                  {mine?.completed ? 'completed' : 'not completed'}; {mine?.met ? 'done' : 'not done yet'}
                </Text>
              </li>
            );
          })}
        </ul>
      </Stack>
    </Card>
  );
}

/** Practice set to the student, the ones not met first, soonest due first. */
function PracticeSection({ items, now }: { items: StudentAssignment[]; now: Date }) {
  if (items.length === 0) return null;
  const sorted = [...items].sort(
    (x, y) => Number(x.practice?.progress.met) - Number(y.practice?.progress.met) || bySoonestDue(x, y),
  );
  return (
    <section aria-labelledby="section-practice">
      <Title order={2} size="h3" id="section-practice" mb="xs">
        Practice{' '}
        <Text span c="dimmed" size="md" fw={400}>
          ({items.length})
        </Text>
      </Title>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sorted.map((a) => (
          <PracticeCard key={a.id} a={a} now={now} />
        ))}
      </Stack>
    </section>
  );
}

/** /student/assignments: the student's exams and homework, by where they stand, due dates absolute and relative. */
export function AssignmentsPage() {
  usePageTitle('Assignments');
  const list = useMyAssignments();
  const now = useNow();

  return (
    <Stack gap="lg">
      <Title order={1}>Assignments</Title>
      <Tip place="student.assignments" />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Text>Your assignments could not be loaded. Please reload the page.</Text>
      ) : (
        <>
          {list.data.total > list.data.items.length && (
            <Text size="sm">
              Showing {list.data.items.length} of {list.data.total} assignments.
            </Text>
          )}
          <PracticeSection items={list.data.items.filter((a) => a.kind === 'practice')} now={now} />
          {SECTIONS.map((section) => {
            const finished = section.status === 'submitted' || section.status === 'marked';
            const items = list.data.items
              .filter((a) => a.kind !== 'practice' && a.status === section.status)
              .sort(finished ? byLatestSubmitted : bySoonestDue);
            const headingId = `section-${section.status}`;
            return (
              <section key={section.status} aria-labelledby={headingId}>
                <Title order={2} size="h3" id={headingId} mb="xs">
                  {section.title}{' '}
                  <Text span c="dimmed" size="md" fw={400}>
                    ({items.length})
                  </Text>
                </Title>
                {items.length === 0 ? (
                  <Text size="sm">{section.empty}</Text>
                ) : (
                  <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {items.map((a) => (
                      <AssignmentCard key={a.id} a={a} now={now} />
                    ))}
                  </Stack>
                )}
              </section>
            );
          })}
        </>
      )}
    </Stack>
  );
}
