import { Link } from 'react-router';
import { routes } from '../lib/paths';

export function Footer() {
  return (
    <footer className="mw-footer">
      <div className="mw-footer__inner">
        <nav aria-label="Footer">
          <ul>
            <li>
              <Link to={routes.blog}>Blog</Link>
            </li>
            <li>
              <Link to={routes.contact}>Contact</Link>
            </li>
          </ul>
        </nav>
        <p>© {new Date().getFullYear()} Markwell</p>
      </div>
    </footer>
  );
}
