import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryView';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCmsPages } from '../api/get-cms-pages';
import { DateCell, ListHeader, StaffTable, StatusCell, TitleCell } from './StaffList';

/** Staff list of CMS pages: public or draft, with links to edit and to view. */
export function CmsPagesScreen() {
  usePageTitle('CMS pages');
  const pages = useCmsPages();
  return (
    <Stack gap="lg">
      <ListHeader title="CMS pages" newLabel="New page" newTo={routes.staff.newPage} />
      {pages.isPending && <PageLoader />}
      <QueryError query={pages} />
      {pages.data?.length === 0 && <Text>No pages yet. Create the first one.</Text>}
      {pages.data && pages.data.length > 0 && (
        <StaffTable caption={`${pages.data.length} pages`} columns={['Title', 'Address', 'Status', 'Updated']}>
          {pages.data.map((p) => (
            <Table.Tr key={p.id}>
              <TitleCell title={p.title} to={routes.staff.page(p.id)} />
              <Table.Td>
                {p.public ? (
                  <Anchor component={Link} to={routes.page(p.slug)}>
                    /pages/{p.slug}
                  </Anchor>
                ) : (
                  <Text span>/pages/{p.slug}</Text>
                )}
              </Table.Td>
              <StatusCell on={p.public} label="Public" />
              <DateCell date={p.updated_at} />
            </Table.Tr>
          ))}
        </StaffTable>
      )}
    </Stack>
  );
}
