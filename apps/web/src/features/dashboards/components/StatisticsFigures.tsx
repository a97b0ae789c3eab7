import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPercent } from './PercentBar';

/** Headline figures as labelled values (a description list). */
export function StatisticsFigures({
  figures,
}: {
  figures: { label: string; value: number | null; unit?: 'percent' }[];
}) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm">
      {figures.map((x) => (
        <Stack key={x.label} gap={0}>
          <Text component="dt" size="sm">
            {x.label}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {x.unit === 'percent' ? formatPercent(x.value) : (x.value ?? 'no data')}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
