import type { HomeSection } from '@markwell/contracts/cms';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryView';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHomeSections } from '../api/get-home-sections';
import { useUpdateHomeSection } from '../api/update-home-section';
import { LazyRichTextEditor } from '../../../components/LazyRichTextEditor';

function SectionEditor({ section }: { section: HomeSection }) {
  const [title, setTitle] = useState(section.title);
  const [body, setBody] = useState(section.sectionBody);
  const [saved, setSaved] = useState(false);
  const update = useUpdateHomeSection(section.id);
  const dirty = title !== section.title || body !== section.sectionBody;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { sectionBody: body, ...(title.trim() && title !== section.title ? { title: title.trim() } : {}) },
      {
        onSuccess: (s) => {
          // The server's sanitised HTML becomes the editor's content.
          setBody(s.sectionBody);
          setTitle(s.title);
          setSaved(true);
        },
      },
    );
  };
  return (
    <Paper withBorder p="md" component="li" style={{ listStyle: 'none' }}>
      <form onSubmit={onSubmit} aria-label={`Home section ${section.title}`}>
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            Section “{section.key}” · position {section.position}
          </Text>
          <TextInput
            label="Section title"
            value={title}
            maxLength={200}
            required
            onChange={(e) => {
              setSaved(false);
              setTitle(e.currentTarget.value);
            }}
          />
          <LazyRichTextEditor
            label={`${section.title}: text`}
            value={body}
            onChange={(html) => {
              setSaved(false);
              setBody(html);
            }}
            minRows={6}
          />
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!dirty}>
              Save section
            </Button>
            <Text role="status" size="sm" c="#15803d">
              {saved && !dirty ? 'Saved. The home page shows it now.' : ''}
            </Text>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Home page sections (`sectionBody`), edited in place. */
export function HomeSectionsScreen() {
  usePageTitle('Home page sections');
  const sections = useHomeSections();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Home page sections</Title>
        <Anchor component={Link} to={routes.home}>
          View the home page
        </Anchor>
      </Group>
      {sections.isPending && <PageLoader />}
      <QueryError query={sections} />
      {sections.data?.length === 0 && <Text>There are no home page sections.</Text>}
      {sections.data && sections.data.length > 0 && (
        <Stack component="ul" gap="md" p={0} m={0}>
          {sections.data.map((s) => (
            <SectionEditor key={s.id} section={s} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
