import { Text, Title } from '@mantine/core';
import { usePageTitle } from '../../lib/use-page-title';

/** Placeholder so the header's message counter links somewhere real until messaging lands. */
export function MessagesPage() {
  usePageTitle('Messages');
  return (
    <>
      <Title order={1}>Messages</Title>
      <Text mt="md">Your messages will appear here soon.</Text>
    </>
  );
}
