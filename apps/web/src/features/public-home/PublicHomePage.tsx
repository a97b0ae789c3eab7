import './PublicHomePage.css';
import { Link } from 'react-router';
import { routes } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { usePublicHome } from './api/get-public-home';

/** The public home: a hero, then the staff-edited sections (if they load). Light: no Mantine. */
export function PublicHomePage() {
  usePageTitle();
  const sections = usePublicHome();
  return (
    <>
      <section className="mw-hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Exams that mark themselves. Progress you can see.</h1>
        <p>
          Markwell gives schools a question bank with mark schemes, online exams and assignments, and live scores for
          every class.
        </p>
        <div className="mw-hero__actions">
          <Link className="mw-button" to={routes.login}>
            Log in
          </Link>
          <Link className="mw-button mw-button--ghost" to={routes.contact}>
            Get in touch
          </Link>
        </div>
      </section>
      {sections.map((section) => (
        <section key={section.id} className="mw-home-section" aria-labelledby={`home-section-${section.id}`}>
          <h2 id={`home-section-${section.id}`}>{section.title}</h2>
          <div dangerouslySetInnerHTML={{ __html: section.sectionBody }} />
        </section>
      ))}
    </>
  );
}
