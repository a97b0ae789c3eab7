import {
  createBlogPostBodySchema,
  updateBlogPostBodySchema,
  type BlogPost,
  type BlogType,
} from '@markwell/contracts/cms';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateBlogPost } from '../api/create-blog-post';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import { useDeleteBlogPostFile } from '../api/delete-blog-post-file';
import { useDeleteBlogPostPhoto } from '../api/delete-blog-post-photo';
import { useBlogPost } from '../api/get-blog-post';
import { useUpdateBlogPost } from '../api/update-blog-post';
import { BLOG_FILE_ACCEPT, useUploadBlogPostFile } from '../api/upload-blog-post-file';
import { useUploadBlogPostPhoto } from '../api/upload-blog-post-photo';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { CMS_ERROR_FIELDS, slugify } from '../lib/form-values';
import { DeleteWithConfirm } from './ConfirmDelete';
import { EditorRoute } from './EditorRoute';
import { ImageField } from './ImageField';
import { LazyRichTextEditor } from '../../../components/LazyRichTextEditor';
import { useUnsavedChangesWarning } from '../../../lib/use-unsaved-changes';

interface PostForm {
  type: BlogType;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  tags: string[];
  content: string;
}

const formFrom = (post?: BlogPost): PostForm => ({
  type: post?.type ?? 1,
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  author: post?.author ?? '',
  tags: post?.tags ?? [],
  content: post?.content ?? '',
});

const formatBytes = (n: number) =>
  n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

/** `/staff/blog/new` and `/staff/blog/:id`. */
export function BlogPostEditorScreen() {
  return <EditorRoute useEntity={useBlogPost} render={(post) => <BlogPostEditor key={post?.id} post={post} />} />;
}

function PostFiles({ post }: { post: BlogPost }) {
  const upload = useUploadBlogPostFile(post.id);
  const remove = useDeleteBlogPostFile(post.id);
  const error = upload.error ?? remove.error;
  return (
    <Stack gap="xs" component="section" aria-labelledby="blog-files-title">
      <Title order={2} size="h4" id="blog-files-title">
        Downloadable files
      </Title>
      {post.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          No files attached.
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {post.files.map((f) => (
            <Group component="li" key={f.id} gap="sm">
              <Anchor href={f.url} download={f.name}>
                {f.name}
              </Anchor>
              <Text span size="sm" c="dimmed">
                {formatBytes(f.size)}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                color="#b91c1c"
                aria-label={`Remove ${f.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(f.id)}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Group>
        <FileButton onChange={(file) => file && upload.mutate(file)} accept={BLOG_FILE_ACCEPT}>
          {(props) => (
            <Button {...props} variant="default" loading={upload.isPending}>
              Attach a file
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          PDF, DOCX, XLSX, PPTX, PNG, JPEG or ZIP.
        </Text>
      </Group>
      {error != null && (
        <Text size="sm" c="#b91c1c" role="alert">
          {errorMessage(error)}
        </Text>
      )}
    </Stack>
  );
}

/** Write, tag, publish or unpublish a post; image; files for free resources. */
export function BlogPostEditor({ post }: { post?: BlogPost }) {
  const isNew = !post;
  usePageTitle(isNew ? 'New post' : `Edit: ${post.title}`);
  const navigate = useNavigate();
  const [form, setForm] = useState<PostForm>(() => formFrom(post));
  const [savedForm, setSavedForm] = useState<PostForm>(form);
  useUnsavedChangesWarning(JSON.stringify(form) !== JSON.stringify(savedForm));
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string>('');
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost(post?.id ?? 0);
  const uploadPhoto = useUploadBlogPostPhoto(post?.id ?? 0);
  const removePhoto = useDeleteBlogPostPhoto(post?.id ?? 0);
  const remove = useDeleteBlogPost();

  const set = <K extends keyof PostForm>(key: K, value: PostForm[K]) => {
    setSaved('');
    setForm((f) => ({ ...f, [key]: value }));
  };

  const body = () => ({
    type: form.type,
    title: form.title.trim(),
    slug: form.slug.trim(),
    excerpt: form.excerpt.trim(),
    tags: form.tags,
    content: form.content,
    ...(form.author.trim() ? { author: form.author.trim() } : {}),
  });

  const save = (published?: boolean) => {
    const b = { ...body(), ...(published !== undefined ? { published } : {}) };
    const check = (isNew ? createBlogPostBodySchema : updateBlogPostBodySchema).safeParse(b);
    if (!check.success) return setErrors(zodFieldErrors(check.error.issues));
    setErrors({});
    const onError = (error: unknown) => setErrors(apiFieldErrors(error, CMS_ERROR_FIELDS));
    if (isNew) {
      create.mutate(b, { onError, onSuccess: (p) => void navigate(routes.staff.blogPost(p.id), { replace: true }) });
    } else {
      const sent = form;
      update.mutate(b, {
        onError,
        onSuccess: (p) => {
          setSavedForm(sent);
          setSaved(
            published === undefined ? 'Saved.' : p.published ? 'Published.' : 'Unpublished: it is a draft again.',
          );
        },
      });
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save();
  };
  const busy = create.isPending || update.isPending;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="blog-editor-title">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={routes.staff.blog} size="sm">
            ← All posts
          </Anchor>
          <Group gap="sm">
            <Title order={1} id="blog-editor-title">
              {isNew ? 'New post' : `Edit post: ${post.title}`}
            </Title>
            {post && (
              <Badge color={post.published ? '#15803d' : '#4b5563'} variant="filled">
                {post.published ? 'Published' : 'Draft'}
              </Badge>
            )}
          </Group>
        </div>
        {errors._form && (
          <Alert color="#b91c1c" title="Not saved" role="alert">
            {errors._form}
          </Alert>
        )}
        <Paper withBorder p="md">
          <Stack gap="md">
            <SegmentedControl
              aria-label="Kind of post"
              value={String(form.type)}
              onChange={(v) => set('type', v === '2' ? 2 : 1)}
              data={[
                { value: '1', label: 'Blog post' },
                { value: '2', label: 'Free resource' },
              ]}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Title"
                required
                maxLength={200}
                value={form.title}
                error={errors.title}
                onChange={(e) => {
                  const title = e.currentTarget.value;
                  setSaved('');
                  setForm((f) => ({ ...f, title, slug: slugTouched ? f.slug : slugify(title) }));
                }}
              />
              <TextInput
                label="Slug"
                required
                maxLength={120}
                value={form.slug}
                error={errors.slug}
                description={`Address: ${form.type === 2 ? '/free-resources/' : '/blog/'}${form.slug || '…'}`}
                onChange={(e) => {
                  setSlugTouched(true);
                  set('slug', e.currentTarget.value);
                }}
              />
            </SimpleGrid>
            <Textarea
              label="Excerpt"
              description="Shown in the list"
              maxLength={1000}
              autosize
              minRows={2}
              value={form.excerpt}
              error={errors.excerpt}
              onChange={(e) => set('excerpt', e.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TagsInput
                label="Tags"
                description="Press Enter after each tag"
                maxTags={20}
                value={form.tags}
                error={errors.tags}
                onChange={(tags) => set('tags', tags)}
                clearable
              />
              <TextInput
                label="Author"
                description="Your name when left empty"
                maxLength={200}
                value={form.author}
                error={errors.author}
                onChange={(e) => set('author', e.currentTarget.value)}
              />
            </SimpleGrid>
            <LazyRichTextEditor
              label="Content"
              value={form.content}
              error={errors.content}
              onChange={(html) => set('content', html)}
              minRows={12}
            />
          </Stack>
        </Paper>

        {post && (
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <ImageField
                label="Post image"
                image={post.image}
                alt={post.title}
                busy={uploadPhoto.isPending || removePhoto.isPending}
                error={uploadPhoto.error ?? removePhoto.error}
                onUpload={(file) => uploadPhoto.mutate(file)}
                onRemove={() => removePhoto.mutate()}
              />
              <PostFiles post={post} />
            </SimpleGrid>
          </Paper>
        )}
        {isNew && (
          <Text size="sm" c="dimmed">
            Save the post first, then add its image and files.
          </Text>
        )}

        <Group justify="space-between">
          <Group>
            <Button type="submit" loading={busy}>
              {isNew ? 'Create draft' : 'Save'}
            </Button>
            {post && (
              <Button variant="outline" disabled={busy} onClick={() => save(!post.published)}>
                {post.published ? 'Unpublish' : 'Publish'}
              </Button>
            )}
            {post?.published && (
              <Anchor
                component={Link}
                to={post.type === 2 ? routes.freeResource(post.slug) : routes.blogPost(post.slug)}
              >
                View it
              </Anchor>
            )}
            <Text role="status" size="sm" c="#15803d">
              {saved}
            </Text>
          </Group>
          {post && (
            <DeleteWithConfirm
              label="Delete post"
              what={`the post “${post.title}”`}
              id={post.id}
              remove={remove}
              after={routes.staff.blog}
            />
          )}
        </Group>
      </Stack>
    </form>
  );
}
