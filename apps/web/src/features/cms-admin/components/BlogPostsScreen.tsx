import type { BlogType } from '@markwell/contracts/cms';
import { Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryView';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBlogPosts, type StaffBlogListQuery } from '../api/get-blog-posts';
import { DateCell, ListHeader, Pager, StaffTable, StatusCell, TitleCell } from './StaffList';

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
      <ListHeader title="Blog and free resources" newLabel="New post" newTo={routes.staff.newBlogPost} />
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
      <QueryError query={posts} />
      {posts.data?.items.length === 0 && <Text>No posts match.</Text>}
      {posts.data && posts.data.items.length > 0 && (
        <StaffTable
          caption={`${posts.data.total} posts`}
          columns={['Title', 'Kind', 'Status', 'Tags', 'Updated']}
          busy={posts.isPlaceholderData}
        >
          {posts.data.items.map((p) => (
            <Table.Tr key={p.id}>
              <TitleCell title={p.title} to={routes.staff.blogPost(p.id)} />
              <Table.Td>{p.type === 2 ? 'Free resource' : 'Blog'}</Table.Td>
              <StatusCell on={p.published} label="Published" />
              <Table.Td>{p.tags.join(', ')}</Table.Td>
              <DateCell date={p.updated_at} />
            </Table.Tr>
          ))}
        </StaffTable>
      )}
      <Pager
        total={posts.data?.total ?? 0}
        pageSize={STAFF_BLOG_PAGE_SIZE}
        page={page}
        onChange={(p) => setParam('page', String(p))}
        label="Post pages"
      />
    </Stack>
  );
}
