import { Anchor, Group, Title } from '@mantine/core';
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
