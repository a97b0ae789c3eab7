import { RoleHome } from './RoleHome';

export function StaffHome() {
  return <RoleHome role="staff" />;
}
