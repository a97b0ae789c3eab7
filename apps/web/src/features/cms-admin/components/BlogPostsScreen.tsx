import type { BlogType } from '@markwell/contracts/cms';
import { formatDate } from '@markwell/domain/time/index';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBlogPosts, type StaffBlogListQuery } from '../api/get-blog-posts';

export const STAFF_BLOG_PAGE_SIZE = 20;

/** Staff list of blog posts and free resources, drafts included. */
export function BlogPostsScreen() {
  usePageTitle('Blog posts');
  const [params, setParams] = useSearchParams();
  const type = params.get('type') === '2' ? 2 : params.get('type') === '1' ? 1 : undefined;
  const status = params.get('published');
  const query = params.get('query') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(query);
  const listQuery: StaffBlogListQuery = {
    type: type as BlogType | undefined,
    published: status === 'true' || status === 'false' ? status : undefined,
    query: query || undefined,
    limit: STAFF_BLOG_PAGE_SIZE,
    offset: (page - 1) * STAFF_BLOG_PAGE_SIZE,
  };
  const posts = useBlogPosts(listQuery);
  const pages = Math.max(1, Math.ceil((posts.data?.total ?? 0) / STAFF_BLOG_PAGE_SIZE));

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setParam('query', draft.trim() || null);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Blog and free resources</Title>
        <Button component={Link} to={routes.staff.newBlogPost}>
          New post
        </Button>
      </Group>
      <Group align="flex-end" gap="lg">
        <SegmentedControl
          aria-label="Kind"
          value={type ? String(type) : 'all'}
          onChange={(v) => setParam('type', v === 'all' ? null : v)}
          data={[
            { value: 'all', label: 'All' },
            { value: '1', label: 'Blog' },
            { value: '2', label: 'Free resources' },
          ]}
        />
        <SegmentedControl
          aria-label="Status"
          value={status ?? 'all'}
          onChange={(v) => setParam('published', v === 'all' ? null : v)}
          data={[
            { value: 'all', label: 'Any status' },
            { value: 'true', label: 'Published' },
            { value: 'false', label: 'Drafts' },
          ]}
        />
        <form role="search" onSubmit={onSearch} aria-label="Search posts">
          <Group gap="xs" align="flex-end">
            <TextInput
              label="Search posts"
              type="search"
              value={draft}
              maxLength={200}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
            <Button type="submit" variant="default">
              Search
            </Button>
          </Group>
        </form>
      </Group>
      {posts.isPending && <PageLoader />}
      {posts.data?.items.length === 0 && <Text>No posts match.</Text>}
      {posts.data && posts.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-busy={posts.isPlaceholderData || undefined}>
            <Table.Caption>{posts.data.total} posts</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Title</Table.Th>
                <Table.Th scope="col">Kind</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Tags</Table.Th>
                <Table.Th scope="col">Updated</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {posts.data.items.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor component={Link} to={routes.staff.blogPost(p.id)}>
                      {p.title}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{p.type === 2 ? 'Free resource' : 'Blog'}</Table.Td>
                  <Table.Td>
                    <Badge color={p.published ? '#15803d' : '#4b5563'} variant="filled">
                      {p.published ? 'Published' : 'Draft'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{p.tags.join(', ')}</Table.Td>
                  <Table.Td>
                    <time dateTime={p.updated_at}>{formatDate(p.updated_at)}</time>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="center" component="nav" aria-label="Post pages">
          <Pagination
            total={pages}
            value={page}
            onChange={(p) => setParam('page', String(p))}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
