import { useMe } from '../../lib/auth/me';
import { roleHome } from '../../lib/auth/roles';
import { NAVIGATION } from '../../lib/navigation';
import { routes } from '../../lib/paths';
import { QueryProvider } from '../../lib/query';
import { CounterBadge, CounterLink } from './CounterLink';
import { BellIcon, MailIcon } from './counter-icons';
import { Logo, MainNav } from './parts';
import { UserMenu, useLogout } from './UserMenu';

function SignedInHeaderContent() {
  const me = useMe();
  const logout = useLogout();
  const user = me.data;
  if (!user) {
    return (
      <>
        <Logo to={routes.home} />
        <div className="mw-header__actions">
          {me.isError && (
            <button type="button" className="mw-button" onClick={logout}>
              Log out
            </button>
          )}
        </div>
      </>
    );
  }
  const links = NAVIGATION[user.role].filter((s) => s.primary).map(({ label, to }) => ({ label, to }));
  return (
    <>
      <Logo to={roleHome(user.role)} homeLabel="your home" />
      {links.length > 0 && <MainNav links={links} />}
      <div className="mw-header__actions">
        {/* The app has no messaging screen: the count is shown, not linked. */}
        <CounterBadge label="Messages" count={user.messagesCount} icon={<MailIcon />} />
        <CounterLink
          to={routes.notifications}
          label="Notifications"
          count={user.notificationsCount}
          icon={<BellIcon />}
        />
        <UserMenu me={user} />
      </div>
    </>
  );
}

/** The header's signed-in part: role navigation, message/notification counters, user menu. */
export function SignedInHeader() {
  return (
    <QueryProvider>
      <SignedInHeaderContent />
    </QueryProvider>
  );
}
