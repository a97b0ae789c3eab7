import { createCmsPageBodySchema, updateCmsPageBodySchema, type CmsPage } from '@markwell/contracts/cms';
import {
  Alert,
  Anchor,
  Button,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateCmsPage } from '../api/create-cms-page';
import { useDeleteCmsPage } from '../api/delete-cms-page';
import { useDeleteCmsPagePhoto } from '../api/delete-cms-page-photo';
import { useCmsPage } from '../api/get-cms-page';
import { useUpdateCmsPage } from '../api/update-cms-page';
import { useUploadCmsPagePhoto } from '../api/upload-cms-page-photo';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { CMS_ERROR_FIELDS, orNull, slugify } from '../lib/form-values';
import { DeleteWithConfirm } from './ConfirmDelete';
import { EditorRoute } from './EditorRoute';
import { ImageField } from './ImageField';
import { LazyRichTextEditor } from '../../../components/LazyRichTextEditor';
import { SeoFields, seoBody, seoFormValues, type SeoFormValues } from './SeoFields';
import { useUnsavedChangesWarning } from '../../../lib/use-unsaved-changes';

interface PageForm {
  title: string;
  slug: string;
  public: boolean;
  content: string;
  video: string;
  video_captions: string;
  seo: SeoFormValues;
}

const formFrom = (page?: CmsPage): PageForm => ({
  title: page?.title ?? '',
  slug: page?.slug ?? '',
  public: page?.public ?? false,
  content: page?.content ?? '',
  video: page?.video ?? '',
  video_captions: page?.video_captions ?? '',
  seo: seoFormValues(page),
});

/** The API body of a form (create and update share it; the server ignores nothing). */
export function pageBody(form: PageForm) {
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    public: form.public,
    content: form.content,
    video: orNull(form.video),
    video_captions: orNull(form.video_captions),
    ...seoBody(form.seo),
  };
}

/** `/staff/pages/new` and `/staff/pages/:id`. */
export function CmsPageEditorScreen() {
  return <EditorRoute useEntity={useCmsPage} render={(page) => <CmsPageEditor key={page?.id} page={page} />} />;
}

/** The CMS page editor: content, image, video with captions, and every SEO field. */
/** Whether the form differs from what was last saved (or loaded). */
function formChanged(form: PageForm, savedForm: PageForm): boolean {
  return JSON.stringify(form) !== JSON.stringify(savedForm);
}

export function CmsPageEditor({ page }: { page?: CmsPage }) {
  const isNew = !page;
  usePageTitle(isNew ? 'New page' : `Edit: ${page.title}`);
  const navigate = useNavigate();
  const [form, setForm] = useState<PageForm>(() => formFrom(page));
  const [savedForm, setSavedForm] = useState<PageForm>(form);
  useUnsavedChangesWarning(formChanged(form, savedForm));
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const [seoOpen, setSeoOpen] = useState(false);
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  const create = useCreateCmsPage();
  const update = useUpdateCmsPage(page?.id ?? 0);
  const upload = useUploadCmsPagePhoto();
  const removePhoto = useDeleteCmsPagePhoto();
  const remove = useDeleteCmsPage();
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof PageForm>(key: K, value: PageForm[K]) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key as string]) setErrors((e) => ({ ...e, [key as string]: '' }));
  };
  const onTitle = (title: string) => {
    setSaved(false);
    setForm((f) => ({ ...f, title, slug: slugTouched ? f.slug : slugify(title) }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = pageBody(form);
    const check = (isNew ? createCmsPageBodySchema : updateCmsPageBodySchema).safeParse(body);
    if (!check.success) {
      const found = zodFieldErrors(check.error.issues);
      setErrors(found);
      if (Object.keys(found).some((k) => k.startsWith('meta_') || k.startsWith('og_') || k.startsWith('twitter_')))
        setSeoOpen(true);
      return;
    }
    setErrors({});
    const onError = (error: unknown) => {
      const found = apiFieldErrors(error, CMS_ERROR_FIELDS);
      setErrors(found);
      if (Object.keys(found).some((k) => k.startsWith('meta_') || k.startsWith('og_') || k.startsWith('twitter_')))
        setSeoOpen(true);
    };
    if (isNew) {
      create.mutate(body, {
        onError,
        onSuccess: async (created) => {
          if (pendingImage) {
            try {
              await upload.mutateAsync({ id: created.id, file: pendingImage });
            } catch {
              // The page exists; the image error shows on its editor.
            }
          }
          void navigate(routes.staff.page(created.id), { replace: true });
        },
      });
    } else {
      const sent = form;
      update.mutate(body, {
        onError,
        onSuccess: () => {
          setSaved(true);
          setSavedForm(sent);
        },
      });
    }
  };

  const formError = errors._form;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="cms-editor-title">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Anchor component={Link} to={routes.staff.pages} size="sm">
              ← All pages
            </Anchor>
            <Title order={1} id="cms-editor-title">
              {isNew ? 'New page' : `Edit page: ${page.title}`}
            </Title>
          </div>
          {page?.public && (
            <Anchor component={Link} to={routes.page(page.slug)}>
              View the public page
            </Anchor>
          )}
        </Group>

        {formError && (
          <Alert color="#b91c1c" title="Not saved" role="alert">
            {formError}
          </Alert>
        )}

        <Paper withBorder p="md" component="section" aria-labelledby="cms-editor-basics">
          <Stack gap="md">
            <Title order={2} size="h4" id="cms-editor-basics">
              Page
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Title"
                name="title"
                required
                maxLength={200}
                value={form.title}
                error={errors.title}
                onChange={(e) => onTitle(e.currentTarget.value)}
              />
              <TextInput
                label="Slug"
                name="slug"
                required
                maxLength={120}
                description={`Address: /pages/${form.slug || '…'}`}
                value={form.slug}
                error={errors.slug}
                onChange={(e) => {
                  setSlugTouched(true);
                  set('slug', e.currentTarget.value);
                }}
              />
            </SimpleGrid>
            <Switch
              label="Public (anyone can see it)"
              checked={form.public}
              onChange={(e) => set('public', e.currentTarget.checked)}
            />
            <LazyRichTextEditor
              label="Content"
              value={form.content}
              error={errors.content}
              onChange={(html) => set('content', html)}
              minRows={12}
            />
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="cms-editor-media">
          <Stack gap="md">
            <Title order={2} size="h4" id="cms-editor-media">
              Image and video
            </Title>
            {isNew ? (
              <Stack gap="xs">
                <Text size="sm" fw={500} component="label" htmlFor="cms-new-image">
                  Image (uploaded when the page is created)
                </Text>
                <input
                  id="cms-new-image"
                  type="file"
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  onChange={(e) => setPendingImage(e.currentTarget.files?.[0] ?? null)}
                />
              </Stack>
            ) : (
              <ImageField
                label="Page image"
                image={page.image}
                alt={form.seo.og_image_alt || form.title}
                busy={upload.isPending || removePhoto.isPending}
                error={upload.error ?? removePhoto.error}
                onUpload={(file) => upload.mutate({ id: page.id, file })}
                onRemove={() => removePhoto.mutate(page.id)}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Video"
                name="video"
                description='A path on this site ("/uploads/videos/intro.mp4") or an https:// address in the storage bucket'
                value={form.video}
                error={errors.video}
                onChange={(e) => set('video', e.currentTarget.value)}
              />
              <TextInput
                label="Video captions (WebVTT)"
                name="video_captions"
                description="A .vtt file, as a path or https:// address"
                value={form.video_captions}
                error={errors.video_captions}
                onChange={(e) => set('video_captions', e.currentTarget.value)}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="cms-editor-seo">
          <Title order={2} size="h4" id="cms-editor-seo" m={0}>
            <UnstyledButton
              aria-expanded={seoOpen}
              aria-controls="cms-editor-seo-panel"
              onClick={() => setSeoOpen((o) => !o)}
              style={{ font: 'inherit', width: '100%', textAlign: 'left' }}
            >
              <span aria-hidden="true">{seoOpen ? '▾' : '▸'} </span>SEO &amp; sharing
            </UnstyledButton>
          </Title>
          <Collapse expanded={seoOpen} id="cms-editor-seo-panel">
            <Stack pt="md">
              <SeoFields
                values={form.seo}
                errors={errors}
                onChange={(key, value) => set('seo', { ...form.seo, [key]: value })}
              />
            </Stack>
          </Collapse>
        </Paper>

        <Group justify="space-between">
          <Group>
            <Button type="submit" loading={saving}>
              {isNew ? 'Create page' : 'Save changes'}
            </Button>
            <Text role="status" size="sm" c="#15803d">
              {saved ? 'Saved.' : ''}
            </Text>
          </Group>
          {!isNew && (
            <DeleteWithConfirm
              label="Delete page"
              what={`the page “${page.title}”`}
              id={page.id}
              remove={remove}
              after={routes.staff.pages}
            />
          )}
        </Group>
      </Stack>
    </form>
  );
}
