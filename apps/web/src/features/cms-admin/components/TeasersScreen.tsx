import type { TeaserPage } from '@markwell/contracts/cms';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteTeaserPhoto } from '../api/delete-teaser-photo';
import { useTeaserPages } from '../api/get-teaser-pages';
import { useUpdateTeaserPage } from '../api/update-teaser-page';
import { useUploadTeaserPhoto } from '../api/upload-teaser-photo';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { CMS_ERROR_FIELDS } from '../lib/form-values';
import { ImageField } from './ImageField';
import { LazyRichTextEditor } from '../../../components/LazyRichTextEditor';

function TeaserEditor({ teaser }: { teaser: TeaserPage }) {
  const [title, setTitle] = useState(teaser.title);
  const [slug, setSlug] = useState(teaser.slug);
  const [isPublic, setPublic] = useState(teaser.public);
  const [content, setContent] = useState(teaser.content);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateTeaserPage(teaser.id);
  const upload = useUploadTeaserPhoto(teaser.id);
  const removePhoto = useDeleteTeaserPhoto(teaser.id);
  const touch = () => setSaved(false);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    update.mutate(
      { title: title.trim(), slug: slug.trim(), public: isPublic, content },
      {
        onSuccess: (t) => {
          setContent(t.content);
          setSaved(true);
        },
        onError: (error) => setErrors(apiFieldErrors(error, CMS_ERROR_FIELDS)),
      },
    );
  };
  const headingId = `teaser-${teaser.id}-title`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {teaser.title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <form onSubmit={onSubmit} aria-labelledby={headingId}>
          <Stack gap="sm">
            <TextInput
              label="Title"
              value={title}
              maxLength={200}
              required
              error={errors.title}
              onChange={(e) => {
                touch();
                setTitle(e.currentTarget.value);
              }}
            />
            <TextInput
              label="Slug"
              value={slug}
              maxLength={120}
              required
              error={errors.slug}
              onChange={(e) => {
                touch();
                setSlug(e.currentTarget.value);
              }}
            />
            <Switch
              label="Public"
              checked={isPublic}
              onChange={(e) => {
                touch();
                setPublic(e.currentTarget.checked);
              }}
            />
            <LazyRichTextEditor
              label="Teaser text"
              value={content}
              error={errors.content}
              onChange={(html) => {
                touch();
                setContent(html);
              }}
              minRows={5}
            />
            {errors._form && (
              <Text c="#b91c1c" size="sm" role="alert">
                {errors._form}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={update.isPending}>
                Save teaser
              </Button>
              <Text role="status" size="sm" c="#15803d">
                {saved ? 'Saved.' : ''}
              </Text>
            </Group>
          </Stack>
        </form>
        <ImageField
          label="Teaser photo"
          image={teaser.photo}
          alt={teaser.title}
          busy={upload.isPending || removePhoto.isPending}
          error={upload.error ?? removePhoto.error}
          onUpload={(file) => upload.mutate(file)}
          onRemove={() => removePhoto.mutate()}
        />
      </SimpleGrid>
    </Paper>
  );
}

/** Teaser pages with their photos. */
export function TeasersScreen() {
  usePageTitle('Teaser pages');
  const teasers = useTeaserPages();
  return (
    <Stack gap="lg">
      <Title order={1}>Teaser pages</Title>
      {teasers.isPending && <PageLoader />}
      {teasers.data?.length === 0 && <Text>There are no teaser pages.</Text>}
      {teasers.data?.map((t) => (
        <TeaserEditor key={t.id} teaser={t} />
      ))}
    </Stack>
  );
}
