import './public-site.css';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-token';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { isNotFound, usePublicPage, type PublicPage } from '../api/get-public-page';
import { layoutForPath, slugFromPath, type CmsPageLayout } from '../lib/page-layout';
import { PageImage, PageVideo } from './PageMedia';
import { RichHtml } from './RichHtml';

// The contact form (with its popup) is only on the contact page: its own chunk, requested as soon
// as the path says "contact" (in parallel with the page's data), so other pages never load it.
const loadContactForm = () => import('./ContactForm');
const ContactForm = lazy(() => loadContactForm().then((m) => ({ default: m.ContactForm })));

/** The intro line of the contact page, word for word. */
export const CONTACT_INTRO = "Got a question for us? Ask us anything! We'll be proud to share our ideas with you.";

/**
 * The CMS page screen (`/pages/*`): the slug is the path less `/pages/`, the
 * path picks the layout (team, contact or plain), a loader while loading, the 404 screen for a
 * missing or non-public page, and an extra spacer when nobody is logged in.
 */
export function CmsPageScreen() {
  const { pathname } = useLocation();
  const slug = slugFromPath(pathname);
  const layout = layoutForPath(pathname);
  const token = useAuthToken();
  const page = usePublicPage(slug);
  useEffect(() => {
    if (layout === 'contact') void loadContactForm().catch(() => undefined);
  }, [layout]);

  let body;
  if (page.isPending) body = <PageLoader />;
  else if (page.isError)
    body = isNotFound(page.error) ? (
      <NotFound />
    ) : (
      <PageLoadFailed error={page.error} retry={() => void page.refetch()} />
    );
  else body = <CmsPageView page={page.data} layout={layout} />;

  return (
    <>
      {!token && <div className="mw-guest-spacer" aria-hidden="true" data-testid="guest-spacer" />}
      {body}
    </>
  );
}

function PageLoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  usePageTitle('Page unavailable');
  return (
    <section className="mw-not-found" role="alert" aria-labelledby="cms-page-error">
      <h1 id="cms-page-error">This page could not be loaded</h1>
      <p>{errorMessage(error)}</p>
      <p>
        <button type="button" className="mw-button" onClick={retry}>
          Try again
        </button>{' '}
        <Link className="mw-button mw-button--ghost" to={routes.home}>
          Go back home
        </Link>
      </p>
    </section>
  );
}

export function CmsPageView({ page, layout }: { page: PublicPage; layout: CmsPageLayout }) {
  usePageTitle(page.title);
  const metaTitle = page.meta_title?.trim();
  // A meta title is the whole document title as staff wrote it (the server's <title> too).
  useEffect(() => {
    if (metaTitle) document.title = metaTitle;
  }, [metaTitle]);
  const alt = page.og_image_alt?.trim() || page.title;
  return (
    <article className={`mw-cms-page mw-cms-page--${layout}`} data-layout={layout} aria-labelledby="cms-page-title">
      <header className="mw-cms-page__header">
        <h1 id="cms-page-title">{page.title}</h1>
        {layout === 'contact' && <p className="mw-cms-page__intro">{CONTACT_INTRO}</p>}
      </header>
      {layout === 'team' ? (
        <>
          <PageImage image={page.image} alt={alt} />
          <PageVideo video={page.video} captions={page.video_captions} title={page.title} />
          <section className="mw-team" aria-label="Our team">
            <RichHtml html={page.content} className="mw-team__members" />
          </section>
          <aside className="mw-team__cta" aria-labelledby="team-cta-title">
            <h2 id="team-cta-title">Want to talk to us?</h2>
            <p>
              <Link className="mw-button" to={routes.contact}>
                Get in touch
              </Link>
            </p>
          </aside>
        </>
      ) : layout === 'contact' ? (
        <div className="mw-contact-layout">
          <div className="mw-contact-layout__info">
            <PageImage image={page.image} alt={alt} />
            <PageVideo video={page.video} captions={page.video_captions} title={page.title} />
            <RichHtml html={page.content} />
          </div>
          <Suspense fallback={<PageLoader />}>
            <ContactForm />
          </Suspense>
        </div>
      ) : (
        <>
          <PageImage image={page.image} alt={alt} />
          <PageVideo video={page.video} captions={page.video_captions} title={page.title} />
          <RichHtml html={page.content} />
        </>
      )}
    </article>
  );
}
