import { usePublicMenus } from '../api/get-public-menus';
import { FALLBACK_LINKS } from './header/Header';
import { MenuLink } from './header/parts';

/** The site footer: the footer menu content staff manage (Site menus), and the copyright. */
export function Footer() {
  const menus = usePublicMenus();
  const links = menus.isError
    ? FALLBACK_LINKS
    : (menus.data?.footer.map((l) => ({ label: l.label, to: l.href })) ?? []);
  return (
    <footer className="mw-footer">
      <div className="mw-footer__inner">
        <nav aria-label="Footer">
          <ul>
            {links.map((l, i) => (
              <li key={`${i}:${l.to}`}>
                <MenuLink label={l.label} to={l.to} />
              </li>
            ))}
          </ul>
        </nav>
        <p>© {new Date().getFullYear()} Markwell</p>
      </div>
    </footer>
  );
}
