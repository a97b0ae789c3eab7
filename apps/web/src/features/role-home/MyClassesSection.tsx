import { SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Loader } from '../../components/Loader';
import type { useSchoolGroups } from '../../api/get-school-groups';

type Groups = ReturnType<typeof useSchoolGroups>;
type Group = NonNullable<Groups['data']>[number];

/** A list of cards, one to three a row. */
export function CardGrid({ mt, label, children }: { mt: 'md' | 'xl'; label?: string; children: ReactNode }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="md"
      mt={mt}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {children}
    </SimpleGrid>
  );
}

/** "12 students" / "1 student". */
export function StudentsCount({ count }: { count: number }) {
  return (
    <Text size="sm">
      {count} {count === 1 ? 'student' : 'students'}
    </Text>
  );
}

/** The "My classes" section of a home page: one card (an <li>) per class. */
export function MyClassesSection({
  groups,
  empty,
  failed,
  card,
}: {
  groups: Groups;
  empty: string;
  /** Shown when the classes cannot be loaded; nothing if not given. */
  failed?: string;
  card: (group: Group) => ReactNode;
}) {
  return (
    <section aria-labelledby="my-classes-title">
      <Title order={2} id="my-classes-title" mt="xl">
        My classes
      </Title>
      {groups.isPending && <Loader />}
      {failed && groups.isError && <Text mt="sm">{failed}</Text>}
      {groups.data?.length === 0 && <Text mt="sm">{empty}</Text>}
      {groups.data && groups.data.length > 0 && <CardGrid mt="md">{groups.data.map(card)}</CardGrid>}
    </section>
  );
}
