import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryView } from '../../../components/QueryView';
import { useCheckpointScores } from '../api/get-checkpoint-scores';
import { useCheckpointStatistics, type CheckpointStatisticsFilter } from '../api/get-checkpoint-statistics';
import { useCheckpoints } from '../api/get-checkpoints';
import { BandsTable } from './BandsTable';
import { DataTable } from './DataTable';
import { PercentBar } from './PercentBar';
import { StatisticsFigures } from './StatisticsFigures';
import type { PanelFilters } from './panel-props';

/**
 * Checkpoints: the end-of-topic exams of the courses, how far each class has got, and one
 * checkpoint's results for a class with each question's facility.
 */
export function CheckpointsPanel({ f }: { f: PanelFilters }) {
  const scores = useCheckpointScores(f.subject);
  const list = useCheckpoints({ group: f.group, course: f.course });
  const [open, setOpen] = useState<CheckpointStatisticsFilter | null>(null);
  const stats = useCheckpointStatistics(open);

  return (
    <Stack gap="lg">
      <Text>
        A checkpoint is the end-of-topic exam of a topic (a central template, named Checkpoint: …): set it to a class
        from Assignments.
      </Text>
      <QueryView query={scores}>
        {(rows) => (
          <DataTable
            caption="Checkpoints of this subject by class"
            head={['Class', 'Checkpoints', 'Sat', 'Mean']}
            rows={rows.map((r) => ({
              key: r.group_id,
              cells: [r.group_name, r.checkpoints, r.sat, <PercentBar value={r.mean} />],
            }))}
          />
        )}
      </QueryView>
      <QueryView query={list}>
        {(checkpoints) =>
          checkpoints.length === 0 ? (
            <Text>Your courses have no checkpoints yet.</Text>
          ) : (
            <DataTable
              caption="Checkpoints and how far each class has got"
              head={['Checkpoint', 'Topic', 'Class', 'Set', 'Submitted', 'Mean', 'Results']}
              rows={checkpoints.flatMap((c) =>
                c.groups.map((g) => ({
                  key: `${c.id}-${c.topic.id}-${g.id}`,
                  cells: [
                    c.name,
                    `${c.topic.name} (${c.course.name})`,
                    g.name,
                    g.set ? 'Yes' : 'Not yet',
                    `${g.submitted} of ${g.students}`,
                    <PercentBar value={g.mean} />,
                    <Button
                      size="xs"
                      variant="light"
                      disabled={g.submitted === 0}
                      aria-label={`Results of ${c.name} for ${g.name}`}
                      onClick={() => setOpen({ id: c.id, group: g.id, course: c.course.id })}
                    >
                      Results
                    </Button>,
                  ],
                })),
              )}
            />
          )
        }
      </QueryView>
      {open && (
        <QueryView query={stats}>
          {(s) => (
            <Stack gap="sm">
              <Title order={2} size="h3">
                {s.checkpoint.name}: {s.group.name}
              </Title>
              <StatisticsFigures
                figures={[
                  { label: 'Submitted', value: s.submitted },
                  { label: 'Submission rate', value: s.submission_rate, unit: 'percent' },
                  { label: 'Mean', value: s.mean, unit: 'percent' },
                  { label: 'Median', value: s.median, unit: 'percent' },
                ]}
              />
              <BandsTable bands={s.bands} caption="Attempts by score" />
              <DataTable
                caption="Each question: mean marks and facility (mean as a share of the marks)"
                head={['Question', 'Marks', 'Mean marks', 'Facility']}
                rows={s.questions.map((q) => ({
                  key: q.question_id,
                  cells: [q.text, q.max_marks, q.mean ?? 'no data', <PercentBar value={q.facility} />],
                }))}
              />
            </Stack>
          )}
        </QueryView>
      )}
    </Stack>
  );
}
