import { updateSeoPageBodySchema, type SeoPage } from '@markwell/contracts/cms';
import { Button, Grid, Group, NavLink, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteSeoImage } from '../api/delete-seo-image';
import { useSeoPages } from '../api/get-seo-pages';
import { useUpdateSeoPage } from '../api/update-seo-page';
import { useUploadSeoImage, type SeoImageKind } from '../api/upload-seo-image';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { CMS_ERROR_FIELDS } from '../lib/form-values';
import { ImageField } from './ImageField';
import { SeoFields, seoBody, seoFormValues } from './SeoFields';

function SeoImage({ page, kind }: { page: SeoPage; kind: SeoImageKind }) {
  const upload = useUploadSeoImage(page.id, kind);
  const remove = useDeleteSeoImage(page.id, kind);
  const og = kind === 'og';
  return (
    <ImageField
      label={og ? 'Open Graph image' : 'Twitter card image'}
      image={og ? page.og_image : page.twitter_image}
      alt={
        (og ? page.og_image_alt : page.twitter_image_alt) ?? `${og ? 'Open Graph' : 'Twitter'} image of ${page.path}`
      }
      busy={upload.isPending || remove.isPending}
      error={upload.error ?? remove.error}
      onUpload={(file) => upload.mutate(file)}
      onRemove={() => remove.mutate()}
    />
  );
}

function SeoPageEditor({ page }: { page: SeoPage }) {
  const [values, setValues] = useState(() => seoFormValues(page));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateSeoPage(page.id);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = seoBody(values);
    const check = updateSeoPageBodySchema.safeParse(body);
    if (!check.success) return setErrors(zodFieldErrors(check.error.issues));
    setErrors({});
    update.mutate(body, {
      onSuccess: () => setSaved(true),
      onError: (error) => setErrors(apiFieldErrors(error, CMS_ERROR_FIELDS)),
    });
  };
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Tags of <code>{page.path}</code>
      </Title>
      <Paper withBorder p="md">
        <form onSubmit={onSubmit} aria-label={`SEO fields of ${page.path}`}>
          <Stack>
            <SeoFields
              values={values}
              errors={errors}
              onChange={(k, v) => {
                setSaved(false);
                setValues((old) => ({ ...old, [k]: v }));
              }}
            />
            {errors._form && (
              <Text c="#b91c1c" size="sm" role="alert">
                {errors._form}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={update.isPending}>
                Save SEO fields
              </Button>
              <Text role="status" size="sm" c="#15803d">
                {saved ? 'Saved.' : ''}
              </Text>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <SeoImage page={page} kind="og" />
          <SeoImage page={page} kind="twitter" />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

/** SEO pages: the head tags (and share images) of the public paths that are not CMS pages. */
export function SeoPagesScreen() {
  usePageTitle('SEO pages');
  const pages = useSeoPages();
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('page')) || pages.data?.[0]?.id;
  const selected = pages.data?.find((p) => p.id === selectedId);
  return (
    <Stack gap="lg">
      <Title order={1}>SEO pages</Title>
      {pages.isPending && <PageLoader />}
      {pages.data?.length === 0 && <Text>There are no SEO pages.</Text>}
      {pages.data && pages.data.length > 0 && (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }} component="nav" aria-label="SEO pages">
            {pages.data.map((p) => (
              <NavLink
                key={p.id}
                component="button"
                type="button"
                label={p.path}
                active={p.id === selected?.id}
                aria-current={p.id === selected?.id ? 'page' : undefined}
                onClick={() => setParams({ page: String(p.id) })}
              />
            ))}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {selected && <SeoPageEditor key={selected.id} page={selected} />}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
