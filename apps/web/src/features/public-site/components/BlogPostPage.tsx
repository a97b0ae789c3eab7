import './public-site.css';
import type { BlogType } from '@markwell/contracts/cms';
import { formatDate } from '@markwell/domain/time/index';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage } from '../../../lib/api-client';
import { uploadsImage } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBlogPost } from '../api/get-blog-post';
import { isNotFound } from '../api/get-public-page';
import { blogListPath, blogSearchString, blogTitle } from '../lib/blog-params';
import { RichHtml } from './RichHtml';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`;
  return `${Math.round(bytes / (1024 * 102.4)) / 10} MB`;
}

/** One blog post or free resource: content, image, tags and the files to download. */
export function BlogPostPage({ type }: { type: BlogType }) {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  if (post.isPending) return <PageLoader />;
  if (post.isError) {
    if (isNotFound(post.error)) return <NotFound />;
    return (
      <section className="mw-not-found" role="alert">
        <h1>This post could not be loaded</h1>
        <p>{errorMessage(post.error)}</p>
        <button type="button" className="mw-button" onClick={() => void post.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  return <BlogPostView post={post.data} type={type} />;
}

function BlogPostView({ post, type }: { post: NonNullable<ReturnType<typeof useBlogPost>['data']>; type: BlogType }) {
  usePageTitle(post.title);
  const list = blogListPath(post.type ?? type);
  const date = post.published_at ?? post.created_at;
  return (
    <article className="mw-blog-post" aria-labelledby="blog-post-title">
      <p>
        <Link to={list}>← Back to {blogTitle(post.type ?? type).toLowerCase()}</Link>
      </p>
      <h1 id="blog-post-title">{post.title}</h1>
      <p className="mw-muted">
        <time dateTime={date}>{formatDate(date)}</time>
        {post.author && <> · {post.author}</>}
      </p>
      {post.image && (
        <figure className="mw-cms-page__figure">
          <img className="mw-cms-page__image" src={uploadsImage(post.image)} alt="" />
        </figure>
      )}
      <RichHtml html={post.content} />
      {post.files.length > 0 && (
        <section className="mw-blog-post__files" aria-labelledby="blog-post-files">
          <h2 id="blog-post-files">Downloads</h2>
          <ul>
            {post.files.map((f) => (
              <li key={f.id}>
                <a href={f.url} download={f.name}>
                  {f.name}
                </a>{' '}
                <span className="mw-muted">({formatBytes(f.size)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {post.tags.length > 0 && (
        <section aria-labelledby="blog-post-tags">
          <h2 id="blog-post-tags" className="mw-blog-post__tags-title">
            Tags
          </h2>
          <ul className="mw-tags">
            {post.tags.map((t) => (
              <li key={t}>
                <Link to={`${list}${blogSearchString({ tag: t })}`}>{t}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
