import { Badge } from '@mantine/core';

export function StatusBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge color="green.9" variant="light">
      Active
    </Badge>
  ) : (
    <Badge color="gray.8" variant="light">
      Deactivated
    </Badge>
  );
}
