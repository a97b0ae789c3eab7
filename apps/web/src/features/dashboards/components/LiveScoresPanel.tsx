import { Stack, Text, Title } from '@mantine/core';
import { QueryView } from '../../../components/QueryView';
import { useLiveCourse } from '../api/get-live-course';
import { useLiveScores } from '../api/get-live-scores';
import { DataTable } from './DataTable';
import { PercentBar } from './PercentBar';
import type { PanelFilters } from './panel-props';
import { Tip } from '../../../components/Tip';

/** Live scores: per class, per student of the chosen class, and lesson by lesson on the chosen course. */
export function LiveScoresPanel({ f }: { f: PanelFilters }) {
  const summary = useLiveScores('summary', f.subject);
  const students = useLiveScores('students', f.group === null ? null : f.subject);
  const course = useLiveCourse(
    f.group !== null && f.course !== null ? { group: f.group, course: f.course, student: f.student } : null,
  );

  return (
    <Stack gap="lg">
      <Tip place="dashboards.livedata" />
      <Text>
        A student&apos;s live score on a lesson is the average of their last 12 questions answered on it, in submitted
        work.
      </Text>
      <QueryView query={summary}>
        {(data) =>
          data.rows.length === 0 ? (
            <Text>None of your classes follows this subject. Choose another subject.</Text>
          ) : (
            <DataTable
              caption={`Live scores by class (below ${data.threshold}% needs attention)`}
              head={[
                'Class',
                'Students',
                'With live scores',
                'Average live score',
                'Lessons with scores',
                `Below ${data.threshold}%`,
              ]}
              rows={data.rows.map((r) => ({
                key: r.id,
                cells: [
                  r.name,
                  r.students,
                  r.students_with_data,
                  <PercentBar value={r.average} lowBelow={data.threshold} />,
                  r.lessons_with_data,
                  r.below_threshold,
                ],
              }))}
            />
          )
        }
      </QueryView>
      {f.group !== null && (
        <QueryView query={students}>
          {(data) => (
            <DataTable
              caption="Live scores by student of the class"
              head={['Student', 'Average live score', 'Lessons with scores']}
              rows={data.rows
                .filter((r) => r.group_id === f.group)
                .map((r) => ({
                  key: r.id,
                  cells: [r.name, <PercentBar value={r.average} lowBelow={data.threshold} />, r.lessons_with_data],
                }))}
            />
          )}
        </QueryView>
      )}
      {f.group === null || f.course === null ? (
        <Text>Choose a class and a course to see live scores lesson by lesson.</Text>
      ) : (
        <QueryView query={course}>
          {(tree) => (
            <Stack gap="xs">
              <Title order={2} size="h3">
                {tree.course.name}: {tree.student ? tree.student.name : `${tree.group.name}, class average`}
              </Title>
              <DataTable
                caption="Live score per lesson (answers: the questions the score reads)"
                head={['Lesson', 'Topic', 'Live score', 'Answers']}
                rows={tree.chapters.flatMap((c) =>
                  c.topics.flatMap((t) =>
                    t.lessons.map((l) => ({
                      key: l.id,
                      cells: [l.name, t.name, <PercentBar value={l.score} lowBelow={40} />, l.answers],
                    })),
                  ),
                )}
              />
            </Stack>
          )}
        </QueryView>
      )}
    </Stack>
  );
}
