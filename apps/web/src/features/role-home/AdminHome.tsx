import { RoleHome } from './RoleHome';

export function AdminHome() {
  return <RoleHome role="admin" />;
}
