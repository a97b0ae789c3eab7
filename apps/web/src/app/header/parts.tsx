import { Link, NavLink } from 'react-router';
import { LogoMark } from './icons';

export function Logo({ to, homeLabel }: { to: string; homeLabel?: string }) {
  return (
    <Link to={to} className="mw-logo">
      <LogoMark />
      <span>Markwell</span>
      {homeLabel && <span className="mw-visually-hidden">, {homeLabel}</span>}
    </Link>
  );
}

export function MainNav({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <nav className="mw-header__nav" aria-label="Main">
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to}>{l.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
