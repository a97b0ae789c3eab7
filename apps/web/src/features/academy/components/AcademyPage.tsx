import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryView';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAcademyEnabled } from '../api/get-academy-enabled';
import { CatalogueTab } from './CatalogueTab';
import { MyCoursesTab } from './MyCoursesTab';
import { ProgressTab } from './ProgressTab';

const TABS = [
  { value: 'courses', label: 'Catalogue' },
  { value: 'mine', label: 'My courses' },
  { value: 'progress', label: 'Progress' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** /teacher/academy: the catalogue, the teacher's courses and their progress, one tab each (?tab=). */
export function AcademyPage() {
  usePageTitle('Academy');
  const [params, setParams] = useSearchParams();
  const enabled = useAcademyEnabled();
  const tab: Tab = TABS.some((t) => t.value === params.get('tab')) ? (params.get('tab') as Tab) : 'courses';

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Academy</Title>
        <Text>Short courses for teachers: work through the lessons at your pace and track what you have done.</Text>
      </div>
      {enabled.isPending && <PageLoader />}
      <QueryError query={enabled} />
      {enabled.data?.enabled === false && (
        <Text>There are no academy courses for your school&apos;s subjects yet.</Text>
      )}
      {enabled.data?.enabled && (
        <Tabs
          value={tab}
          onChange={(value) => setParams(value && value !== 'courses' ? { tab: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List aria-label="Academy">
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="courses" pt="md">
            <CatalogueTab />
          </Tabs.Panel>
          <Tabs.Panel value="mine" pt="md">
            <MyCoursesTab />
          </Tabs.Panel>
          <Tabs.Panel value="progress" pt="md">
            <ProgressTab />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
