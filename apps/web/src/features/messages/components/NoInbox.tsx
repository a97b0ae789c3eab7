import { Stack, Text, Title } from '@mantine/core';

/** What platform admins and content staff see: messages belong to the people of a school. */
export function NoInbox() {
  return (
    <Stack gap="md">
      <Title order={1}>Messages</Title>
      <Text>Messages are for the teachers, students and school admins of a school. Your account has no inbox.</Text>
    </Stack>
  );
}
