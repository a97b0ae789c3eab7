import type { authEndpoints } from '@markwell/contracts/endpoints/auth';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { clearToken } from '../../lib/auth-token';
import type { Me } from '../../lib/auth/me';
import { ROLE_LABEL, roleHome } from '../../lib/auth/roles';
import { callEndpoint, endpointAddress } from '../../lib/call-endpoint';
import { routes, uploadsImage } from '../../lib/paths';
import { loadPage } from '../../lib/reload';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function Avatar({ name, image }: { name: string; image: string | null }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className="mw-avatar" aria-hidden="true">
      {image && !broken ? (
        <img src={uploadsImage(image)} alt="" width={36} height={36} onError={() => setBroken(true)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}

/**
 * Signs out: revoke the token on the server (so a copy of it is useless), forget it, then load
 * the public home as a fresh page, which also drops every cached answer and the app-only code
 * and styles (Mantine). Without a network the browser still forgets the token.
 */
export function useLogout() {
  return async () => {
    // The request takes the token as it starts; the browser forgets it at once.
    const logout = endpointAddress<typeof authEndpoints.postLogout>('POST', '/api/v2/logout');
    const revoked = callEndpoint(logout, { on401: 'throw' }).catch(() => undefined);
    clearToken({ notify: false });
    await revoked;
    loadPage(routes.home);
  };
}

/** Name and avatar button opening a small panel (disclosure pattern) with "Log out". */
export function UserMenu({ me }: { me: Me }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const location = useLocation();

  // Moving to another page closes the menu (adjusted while rendering, not in an effect).
  const [openedOn, setOpenedOn] = useState(location.pathname);
  if (openedOn !== location.pathname) {
    setOpenedOn(location.pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="mw-user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="mw-user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar name={me.name} image={me.userImage} />
        <span className="mw-user-menu__name">{me.name}</span>
        <span className="mw-visually-hidden">, account menu</span>
      </button>
      <div id={panelId} className="mw-user-menu__panel" hidden={!open}>
        <p className="mw-user-menu__who">
          <strong>{me.name}</strong>
          <span>
            {ROLE_LABEL[me.role]}
            {me.schoolName ? ` · ${me.schoolName}` : ''}
          </span>
        </p>
        <ul>
          <li>
            <Link to={roleHome(me.role)}>My home</Link>
          </li>
          <li>
            <Link to={routes.notifications}>Notifications</Link>
          </li>
          <li>
            <Link to={routes.account.password}>Change password</Link>
          </li>
          <li>
            <Link to={routes.reportProblemAbout({ url: location.pathname + location.search })}>Report a problem</Link>
          </li>
          <li>
            <button type="button" onClick={() => void logout()}>
              Log out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
