import type { PracticeWorkItem } from '@markwell/contracts/dashboards';
import { formatDateTime } from '@markwell/domain/time/index';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { QueryView } from '../../../components/QueryView';
import { practiceTargetText } from '../../../lib/assignment-times';
import { usePracticeWork } from '../api/get-practice-work';
import { usePracticeWorkStudents } from '../api/get-practice-work-students';
import { DataTable } from './DataTable';
import type { PanelFilters } from './panel-props';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "64% (target 70%)": a live score against the target, or what is missing. */
function scoreAgainstTarget(score: number | null, target: number | null) {
  const shown = score === null ? 'no answers yet' : `${Math.round(score * 10) / 10}%`;
  return target === null ? shown : `${shown} (target ${target}%)`;
}

/** One practice's students: who met the target and who not, each lesson's live score against it. */
function PracticeStudents({ practice, group }: { practice: PracticeWorkItem; group: number | null }) {
  const students = usePracticeWorkStudents(practice.id, group);
  const headingId = `practice-students-${practice.id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} id={`practice-${practice.id}-students`}>
      <Title order={3} size="h5" id={headingId}>
        {practice.title}: who met the target
      </Title>
      <QueryView query={students}>
        {({ practice: p, students: rows }) => {
          const met = rows.filter((s) => s.met);
          const notYet = rows.filter((s) => !s.met);
          return (
            <Stack gap="xs" mt="xs">
              <Text size="sm">
                Met: {met.length ? met.map((s) => s.name).join(', ') : 'nobody yet'}. Not yet:{' '}
                {notYet.length ? notYet.map((s) => s.name).join(', ') : 'nobody'}.
              </Text>
              <DataTable
                caption={`${p.title}: each student against the target (${practiceTargetText(p)})`}
                head={[
                  'Student',
                  'Met the target',
                  'Lessons completed',
                  ...p.lessons.map((l) => `${l.name}: live score`),
                ]}
                rows={rows.map((s) => ({
                  key: s.student_id,
                  cells: [
                    s.name,
                    s.met ? 'Yes' : 'Not yet',
                    `${s.lessons_completed} of ${p.lessons.length}`,
                    ...p.lessons.map((l) => {
                      const mine = s.lessons.find((x) => x.lesson_id === l.lesson_id);
                      return `${scoreAgainstTarget(mine?.live_score ?? null, p.target_score)}, ${mine?.completed ? 'completed' : 'not completed'}`;
                    }),
                  ],
                }))}
              />
            </Stack>
          );
        }}
      </QueryView>
    </Paper>
  );
}

/**
 * Practice set as work on the Assignments tab: each practice with its target, due time and how
 * many of its students met the target; a practice opened shows who met it and who not.
 */
export function PracticeWorkSection({ f }: { f: PanelFilters }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = usePracticeWork({ subject: f.subject, group: f.group, page });
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Set practice
      </Title>
      <Text>
        Lessons set to practise until a target is met: every lesson completed and/or a live score reached on each.
      </Text>
      <QueryView query={list}>
        {(data) => {
          const opened = data.items.find((i) => i.id === open) ?? null;
          return data.items.length === 0 ? (
            <Text>No practice set for these filters. Set practice from Assignments to see it here.</Text>
          ) : (
            <Stack gap="xs">
              <DataTable
                caption="Your set practice, newest due first"
                head={['Title', 'Target', 'Due', 'Set to', 'Met the target', 'Students']}
                rows={data.items.map((i) => ({
                  key: i.id,
                  cells: [
                    i.title,
                    capitalised(practiceTargetText(i)),
                    formatDateTime(i.due_at),
                    i.set_to,
                    `${i.met} of ${i.set_to}`,
                    <Button
                      variant="default"
                      size="xs"
                      aria-expanded={open === i.id}
                      aria-controls={open === i.id ? `practice-${i.id}-students` : undefined}
                      aria-label={`${open === i.id ? 'Hide' : 'Show'} who met it: ${i.title}`}
                      onClick={() => setOpen(open === i.id ? null : i.id)}
                    >
                      {open === i.id ? 'Hide who met it' : 'Show who met it'}
                    </Button>,
                  ],
                }))}
              />
              <PrevNextPager
                page={data.page}
                pages={Math.max(1, Math.ceil(data.total / data.limit))}
                onPage={setPage}
                label="Pages of set practice"
              />
              {opened && <PracticeStudents practice={opened} group={f.group} />}
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
