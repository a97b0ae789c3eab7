import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useMe, type Role } from '../../lib/auth/me';
import { NAVIGATION } from '../../lib/navigation';
import { usePageTitle } from '../../lib/use-page-title';
import { CardGrid } from './MyClassesSection';

/** A role's home: greeting with name and school, then the role's areas (NAVIGATION) as cards. */
export function RoleHome({ role, children }: { role: Role; children?: ReactNode }) {
  usePageTitle('Home');
  const me = useMe();
  const sections = NAVIGATION[role];
  if (!me.data) return <PageLoader />;
  const { name, schoolName } = me.data;
  return (
    <>
      <Title order={1}>Welcome, {name}</Title>
      {schoolName && (
        <Text size="lg" mt={4}>
          {schoolName}
        </Text>
      )}
      {sections.length > 0 && (
        <CardGrid mt="xl" label="Your areas">
          {sections.map((section) => (
            <li key={section.to}>
              <Card component={Link} to={section.to} withBorder padding="lg" h="100%">
                <Text fw={700} size="lg" c="brand.7">
                  {section.label}
                </Text>
                <Text mt={4}>{section.description}</Text>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
      {children}
    </>
  );
}
