import './public-site.css';
import type { BlogPostSummary, BlogType } from '@markwell/contracts/cms';
import { formatDate } from '@markwell/domain/time/index';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage } from '../../../lib/api-client';
import { uploadsImage } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBlogTags } from '../api/get-blog-tags';
import { useBlogs } from '../api/get-blogs';
import { blogListPath, blogPostPath, blogSearchString, blogTitle, readBlogSearch } from '../lib/blog-params';
import { Pagination } from './Pagination';

function PostCard({ post }: { post: BlogPostSummary }) {
  const date = post.published_at ?? post.created_at;
  return (
    <li className="mw-blog-card">
      <article aria-labelledby={`post-${post.id}`}>
        {post.image && <img className="mw-blog-card__image" src={uploadsImage(post.image)} alt="" loading="lazy" />}
        <h2 id={`post-${post.id}`} className="mw-blog-card__title">
          <Link to={blogPostPath(post.type, post.slug)}>{post.title}</Link>
        </h2>
        <p className="mw-muted mw-blog-card__meta">
          <time dateTime={date}>{formatDate(date)}</time>
          {post.author && <> · {post.author}</>}
        </p>
        {post.excerpt && <p>{post.excerpt}</p>}
        {post.tags.length > 0 && (
          <ul className="mw-tags" aria-label="Tags">
            {post.tags.map((t) => (
              <li key={t}>
                <Link to={`${blogListPath(post.type)}${blogSearchString({ tag: t })}`}>{t}</Link>
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

/** The public blog (type 1) or free resources (type 2): search, tag filter, page links. */
export function BlogListPage({ type }: { type: BlogType }) {
  const title = blogTitle(type);
  usePageTitle(title);
  const uid = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = readBlogSearch(params);
  const [draft, setDraft] = useState(search.query);
  // The search box follows the URL when it changes (back/forward, a tag link).
  const [draftOf, setDraftOf] = useState(search.query);
  if (draftOf !== search.query) {
    setDraftOf(search.query);
    setDraft(search.query);
  }
  const list = useBlogs({ type, page: search.page, query: search.query, tag: search.tag });
  const tags = useBlogTags(type);
  const base = blogListPath(type);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    void navigate(`${base}${blogSearchString({ query: draft.trim(), tag: search.tag })}`);
  };

  const data = list.data;
  return (
    <div className="mw-blog">
      <h1>{title}</h1>
      <form role="search" className="mw-blog__search" onSubmit={onSearch} aria-label={`Search ${title.toLowerCase()}`}>
        <label htmlFor={`${uid}-q`}>Search {title.toLowerCase()}</label>
        <div className="mw-blog__search-row">
          <input
            id={`${uid}-q`}
            name="query"
            type="search"
            value={draft}
            maxLength={200}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="mw-button">
            Search
          </button>
        </div>
      </form>
      {tags.data && tags.data.length > 0 && (
        <nav className="mw-blog__tags" aria-label="Filter by tag">
          <ul className="mw-tags">
            <li>
              <Link
                to={`${base}${blogSearchString({ query: search.query })}`}
                aria-current={search.tag ? undefined : 'page'}
              >
                All
              </Link>
            </li>
            {tags.data.map((t) => (
              <li key={t.name}>
                <Link
                  to={`${base}${blogSearchString({ query: search.query, tag: t.name })}`}
                  aria-current={search.tag === t.name ? 'page' : undefined}
                >
                  {t.name} <span className="mw-tags__count">({t.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p role="status" className="mw-muted mw-blog__summary">
        {data
          ? `${data.total_capped ? `More than ${data.total} results` : `${data.total} ${data.total === 1 ? 'result' : 'results'}`}${search.query ? ` for “${search.query}”` : ''}${search.tag ? ` tagged “${search.tag}”` : ''}`
          : ''}
      </p>
      {list.isPending && <PageLoader />}
      {list.isError && (
        <p role="alert" className="mw-blog__error">
          {errorMessage(list.error)}
        </p>
      )}
      {data && data.items.length === 0 && <p>Nothing here yet. Try another search or tag.</p>}
      {data && data.items.length > 0 && (
        <ul className="mw-blog__list" aria-busy={list.isPlaceholderData || undefined}>
          {data.items.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          label={`${title} pages`}
          page={data.page}
          pages={data.pages}
          hrefFor={(p) => `${base}${blogSearchString({ query: search.query, tag: search.tag, page: p })}`}
        />
      )}
    </div>
  );
}
