import { RoleHome } from './RoleHome';

export function StudentHome() {
  return <RoleHome role="student" />;
}
