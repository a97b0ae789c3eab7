import { RoleHome } from './RoleHome';

export function SchoolHome() {
  return <RoleHome role="schooladmin" />;
}
