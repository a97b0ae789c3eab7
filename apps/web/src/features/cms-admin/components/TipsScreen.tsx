import { TIP_ICONS, type TipIcon, type TipPlace } from '@markwell/contracts/tips';
import { Button, Checkbox, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { formatDate } from '@markwell/domain/time/index';
import { useState, type FormEvent } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryView';
import { TipIconGlyph } from '../../../components/Tip';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStaffTips, type StaffTip } from '../api/get-staff-tips';
import { useUpdateTip } from '../api/update-tip';

/** Where each place's tip shows, in the words of the people who see it. */
const PLACE_NAMES: Record<TipPlace, string> = {
  'dashboards.progress': 'Dashboards, Progress tab (teachers and school admins)',
  'dashboards.livedata': 'Dashboards, Live scores tab (teachers and school admins)',
  'marking.question': 'Marking an assignment question by question (teachers)',
  'question-bank.teacher': 'Question bank (teachers)',
  'student.assignments': 'Assignments (students)',
};

const ICON_NAMES: Record<TipIcon, string> = {
  info: 'Information',
  lightbulb: 'Light bulb',
  chart: 'Chart',
  keyboard: 'Keyboard',
};

function TipEditor({ tip }: { tip: StaffTip }) {
  const [title, setTitle] = useState(tip.title);
  const [text, setText] = useState(tip.text);
  const [icon, setIcon] = useState<TipIcon>(tip.icon);
  const [shown, setShown] = useState(tip.shown);
  const [saved, setSaved] = useState(false);
  const update = useUpdateTip(tip.id);
  const dirty = title !== tip.title || text !== tip.text || icon !== tip.icon || shown !== tip.shown;
  const place = PLACE_NAMES[tip.place];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { title, text, icon, shown },
      {
        onSuccess: (t) => {
          setTitle(t.title);
          setText(t.text);
          setSaved(true);
        },
      },
    );
  };
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setSaved(false);
      set(v);
    };
  return (
    <Paper withBorder p="md" component="li" style={{ listStyle: 'none' }}>
      <form onSubmit={onSubmit} aria-label={`Tip: ${place}`}>
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap">
            <TipIconGlyph icon={icon} />
            <Title order={2} size="h4">
              {place}
            </Title>
          </Group>
          <Text size="xs" c="dark.6">
            Last changed {formatDate(tip.updated_at)}
            {tip.shown ? '' : ' · hidden'}
          </Text>
          <TextInput
            label="Title"
            value={title}
            maxLength={80}
            required
            onChange={(e) => edit(setTitle)(e.currentTarget.value)}
          />
          <Textarea
            label="Text"
            description="Plain text, at most 400 characters."
            value={text}
            maxLength={400}
            autosize
            minRows={2}
            required
            onChange={(e) => edit(setText)(e.currentTarget.value)}
          />
          <Select
            label="Icon"
            value={icon}
            allowDeselect={false}
            data={TIP_ICONS.map((i) => ({ value: i, label: ICON_NAMES[i] }))}
            onChange={(v) => v && edit(setIcon)(v as TipIcon)}
          />
          <Checkbox label="Show this tip" checked={shown} onChange={(e) => edit(setShown)(e.currentTarget.checked)} />
          {update.isError && (
            <Text role="alert" size="sm" c="red.9">
              {errorMessage(update.error)}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!dirty || !title.trim() || !text.trim()}>
              Save tip
            </Button>
            <Text role="status" size="sm" c="#15803d">
              {saved && !dirty ? 'Saved. Teachers and students see it now.' : ''}
            </Text>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /staff/tips: the tip of each place of the app, edited in place or hidden. */
export function TipsScreen() {
  usePageTitle('Tips');
  const tips = useStaffTips();
  return (
    <Stack gap="lg">
      <Title order={1}>Tips</Title>
      <Text>
        Each place of the app that helps people with a tip has one here. Change its words or icon, or hide it; a hidden
        tip is shown nowhere.
      </Text>
      {tips.isPending && <PageLoader />}
      <QueryError query={tips} />
      {tips.data && (
        <Stack component="ul" gap="md" p={0} m={0}>
          {tips.data.map((t) => (
            <TipEditor key={t.id} tip={t} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
