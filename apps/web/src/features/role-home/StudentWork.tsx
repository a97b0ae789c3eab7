import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Loader } from '../../components/Loader';
import { useMyAssignments } from '../../api/get-my-assignments';
import {
  availability,
  byLatestSubmitted,
  bySoonestDue,
  dueLine,
  marksLine,
  practiceAvailability,
} from '../../lib/assignment-times';
import { routes } from '../../lib/paths';
import { HomeCard, HomeSection } from './HomeSection';
import { CardGrid } from './MyClassesSection';

/** How many assignments each part of the home shows; the assignments page has them all. */
const SHOWN = 3;

/**
 * The student's home leads with what to do now: the open assignments, soonest due first (Start or
 * Continue), then the latest released marks. Both come from the student's assignments list.
 */
export function StudentWork() {
  const list = useMyAssignments();
  const now = new Date();
  if (list.isPending) return <Loader label="Loading your assignments…" />;
  if (list.isError)
    return (
      <Text mt="xl">
        Your assignments could not be loaded.{' '}
        <Anchor component={Link} to={routes.student.assignments}>
          Open the assignments page
        </Anchor>
      </Text>
    );
  const items = list.data.items;
  // practice counts as to do until its target is met
  const open = items
    .filter((a) =>
      a.kind === 'practice'
        ? !a.practice?.progress.met && practiceAvailability(a, now) === 'open'
        : (a.status === 'to_do' || a.status === 'in_progress') && availability(a, now) === 'open',
    )
    .sort(bySoonestDue);
  const marked = items.filter((a) => a.status === 'marked').sort(byLatestSubmitted);
  return (
    <>
      <HomeSection
        id="home-up-next"
        title="Up next"
        link={{ to: routes.student.assignments, label: 'All your assignments' }}
      >
        {open.length === 0 ? (
          <Text mt="md">Nothing to do right now: no assignment is open for you.</Text>
        ) : (
          <CardGrid mt="md" label="Open assignments">
            {open.slice(0, SHOWN).map((a) => {
              if (a.kind === 'practice' && a.practice) {
                const p = a.practice;
                // the first set lesson not done yet is where to go on
                const next = p.lessons.find((l) => !p.progress.lessons.find((x) => x.lesson_id === l.lesson_id)?.met);
                return (
                  <HomeCard key={a.id} id={`home-assignment-${a.id}`} title={a.title}>
                    <Text size="sm">
                      Practice: {p.progress.lessons_completed} of {p.lessons.length}{' '}
                      {p.lessons.length === 1 ? 'lesson' : 'lessons'} completed; target not met yet.
                    </Text>
                    <Text size="sm" fw={700}>
                      {dueLine(a, now)}
                    </Text>
                    <Group mt="auto" pt={4}>
                      <Button
                        component={Link}
                        to={next ? routes.student.learnLesson(next.lesson_id) : routes.student.assignments}
                        aria-label={`Practise: ${next ? next.name : a.title}`}
                      >
                        Practise
                      </Button>
                    </Group>
                  </HomeCard>
                );
              }
              const action = a.status === 'in_progress' ? 'Continue' : 'Start';
              return (
                <HomeCard key={a.id} id={`home-assignment-${a.id}`} title={a.title}>
                  <Text size="sm" fw={700}>
                    {dueLine(a, now)}
                  </Text>
                  <Group mt="auto" pt={4}>
                    <Button component={Link} to={routes.student.assignment(a.id)} aria-label={`${action}: ${a.title}`}>
                      {action}
                    </Button>
                  </Group>
                </HomeCard>
              );
            })}
          </CardGrid>
        )}
        {open.length > SHOWN && (
          <Text size="sm" mt="xs">
            and {open.length - SHOWN} more open on the assignments page.
          </Text>
        )}
      </HomeSection>
      {marked.length > 0 && (
        <HomeSection id="home-recently-marked" title="Recently marked">
          <CardGrid mt="md" label="Recently marked assignments">
            {marked.slice(0, SHOWN).map((a) => (
              <HomeCard key={a.id} id={`home-assignment-${a.id}`} title={a.title}>
                <Text size="sm" fw={700}>
                  {marksLine(a)}
                  {a.no_credit ? ' (not for credit)' : ''}
                </Text>
                <Group mt="auto" pt={4}>
                  <Button
                    component={Link}
                    to={routes.student.review(a.id)}
                    variant="default"
                    aria-label={`See your marks: ${a.title}`}
                  >
                    See your marks
                  </Button>
                </Group>
              </HomeCard>
            ))}
          </CardGrid>
        </HomeSection>
      )}
    </>
  );
}
