import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { LEAVER_RETENTION_MAX_DAYS, LEAVER_RETENTION_MIN_DAYS } from '@markwell/contracts/data-protection';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryView } from '../../../components/QueryView';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDataProtectionSettings, useSaveDataProtectionSettings } from '../api/settings';

function RetentionForm({ days }: { days: number }) {
  const [value, setValue] = useState<number | string>(days);
  const save = useSaveDataProtectionSettings();
  const valid = typeof value === 'number' && value >= LEAVER_RETENTION_MIN_DAYS && value <= LEAVER_RETENTION_MAX_DAYS;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) save.mutate({ leaverRetentionDays: value });
      }}
    >
      <Stack maw={420}>
        <NumberInput
          label="Keep a leaver's personal data for (days)"
          description={`Counted from the day their account is deactivated; ${LEAVER_RETENTION_MIN_DAYS} to ${LEAVER_RETENTION_MAX_DAYS} days.`}
          min={LEAVER_RETENTION_MIN_DAYS}
          max={LEAVER_RETENTION_MAX_DAYS}
          value={value}
          onChange={setValue}
          error={valid ? undefined : `Between ${LEAVER_RETENTION_MIN_DAYS} and ${LEAVER_RETENTION_MAX_DAYS} days`}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!valid}>
            Save
          </Button>
        </Group>
        <div aria-live="polite">
          {save.isSuccess && <Text>Saved: leavers’ data is kept {save.data.leaverRetentionDays} days.</Text>}
          {save.isError && <Text c="red">Not saved: {save.error.message}</Text>}
        </div>
      </Stack>
    </form>
  );
}

/** /school/data-protection: how long leavers' personal data is kept, and where to export or erase. */
export function DataProtectionPage() {
  usePageTitle('Data protection');
  const settings = useDataProtectionSettings();
  return (
    <Stack>
      <Title order={1}>Data protection</Title>
      <Text>
        Your school is the controller of its students’ and teachers’ personal data. When someone leaves, deactivate
        their account: after the period below their name, e-mail and everything they wrote are anonymised for good,
        while their marks stay in your class and school figures.
      </Text>
      <QueryView query={settings}>{(data) => <RetentionForm days={data.leaverRetentionDays} />}</QueryView>
      <Title order={2}>Exports and erasure</Title>
      <Text>
        Open a student or teacher from the <Link to={routes.school.students}>Students</Link> or{' '}
        <Link to={routes.school.teachers}>Teachers</Link> list (<em>Data</em>) to export everything held about them or
        to erase them. The <Link to={routes.school.audit}>audit log</Link> shows who read or changed what.
      </Text>
    </Stack>
  );
}
