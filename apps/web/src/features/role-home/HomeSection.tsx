import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled part of a home page (a region named by its heading), with a link to the whole list. */
export function HomeSection({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" align="baseline" mt="xl">
        <Title order={2} id={id}>
          {title}
        </Title>
        {link && (
          <Anchor component={Link} to={link.to}>
            {link.label}
          </Anchor>
        )}
      </Group>
      {children}
    </section>
  );
}

/** One item of a home section's card grid: a card named by its level-three heading. */
export function HomeCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="li" withBorder padding="md" h="100%" aria-labelledby={id}>
      <Stack gap={6} h="100%">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
