import { formatDate } from '@markwell/domain/time/index';
import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCmsPages } from '../api/get-cms-pages';

/** Staff list of CMS pages: public or draft, with links to edit and to view. */
export function CmsPagesScreen() {
  usePageTitle('CMS pages');
  const pages = useCmsPages();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>CMS pages</Title>
        <Button component={Link} to={routes.staff.newPage}>
          New page
        </Button>
      </Group>
      {pages.isPending && <PageLoader />}
      {pages.data?.length === 0 && <Text>No pages yet. Create the first one.</Text>}
      {pages.data && pages.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Caption>{pages.data.length} pages</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Title</Table.Th>
                <Table.Th scope="col">Address</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Updated</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pages.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor component={Link} to={routes.staff.page(p.id)}>
                      {p.title}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>
                    {p.public ? (
                      <Anchor component={Link} to={routes.page(p.slug)}>
                        /pages/{p.slug}
                      </Anchor>
                    ) : (
                      <Text span>/pages/{p.slug}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={p.public ? '#15803d' : '#4b5563'} variant="filled">
                      {p.public ? 'Public' : 'Draft'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <time dateTime={p.updated_at}>{formatDate(p.updated_at)}</time>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
