import { useMessagesUnread } from '../../api/get-messages-unread';
import { useMe, type Me } from '../../lib/auth/me';
import { roleHome } from '../../lib/auth/roles';
import { NAVIGATION } from '../../lib/navigation';
import { routes } from '../../lib/paths';
import { QueryProvider } from '../../lib/query';
import { CounterLink } from './CounterLink';
import { BellIcon, MailIcon } from './counter-icons';
import { Logo, MainNav } from './parts';
import { UserMenu, useLogout } from './UserMenu';

const hasInbox = (me: Me) => me.role === 'student' || me.role === 'teacher' || me.role === 'schooladmin';

/** The envelope: /me's count at first, then the polled unread count (refreshed on focus too). */
function MessagesCounter({ me }: { me: Me }) {
  const unread = useMessagesUnread(true);
  return (
    <CounterLink
      to={routes.messages}
      label="Messages"
      count={unread.data?.unread ?? me.messagesCount}
      icon={<MailIcon />}
    />
  );
}

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
            <button type="button" className="mw-button" onClick={() => void logout()}>
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
      {links.length > 0 && <MainNav links={links} collapsible />}
      <div className="mw-header__actions">
        {/* Platform admins and content staff have no school inbox: no envelope for them. */}
        {hasInbox(user) && <MessagesCounter me={user} />}
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
