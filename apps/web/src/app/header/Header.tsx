import './Header.css';
import { Link, NavLink } from 'react-router';
import { useAuthToken } from '../../lib/auth-token';
import { useMe } from '../../lib/auth/me';
import { roleHome } from '../../lib/auth/roles';
import { NAVIGATION } from '../../lib/navigation';
import { routes } from '../../lib/paths';
import { CounterLink } from './CounterLink';
import { BellIcon, LogoMark, MailIcon } from './icons';
import { UserMenu, useLogout } from './UserMenu';

const PUBLIC_LINKS = [
  { label: 'Blog', to: routes.blog },
  { label: 'Contact', to: routes.contact },
];

/**
 * The site header, shared by the public and the app layouts. Plain React + CSS (no Mantine)
 * so public pages stay light. Logged out: logo, Blog, Contact, "Log in". Logged in: the
 * role's navigation, message and notification counters and the user menu.
 */
export function Header() {
  const token = useAuthToken();
  const me = useMe();
  const logout = useLogout();
  const user = token ? me.data : undefined;
  const links = user
    ? NAVIGATION[user.role].filter((s) => s.primary).map(({ label, to }) => ({ label, to }))
    : PUBLIC_LINKS;

  return (
    <header className="mw-header">
      <div className="mw-header__inner">
        <Link to={user ? roleHome(user.role) : routes.home} className="mw-logo">
          <LogoMark />
          <span>Markwell</span>
          {user && <span className="mw-visually-hidden">, your home</span>}
        </Link>
        <nav className="mw-header__nav" aria-label="Main">
          <ul>
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to}>{l.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mw-header__actions">
          {!token && (
            <Link to={routes.login} className="mw-button">
              Log in
            </Link>
          )}
          {user && (
            <>
              <CounterLink to={routes.messages} label="Messages" count={user.messagesCount} icon={<MailIcon />} />
              <CounterLink
                to={routes.notifications}
                label="Notifications"
                count={user.notificationsCount}
                icon={<BellIcon />}
              />
              <UserMenu me={user} />
            </>
          )}
          {token && me.isError && (
            <button type="button" className="mw-button" onClick={logout}>
              Log out
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
