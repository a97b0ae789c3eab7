import { Anchor, Breadcrumbs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routes } from '../../../lib/paths';

/**
 * "Question bank / <title>" breadcrumb and the page's h1, for every screen below a question list
 * (`listTo`: the staff list unless told, the teachers' for their read-only view).
 */
export function QuestionBankHeading({ title, listTo = routes.staff.questions }: { title: string; listTo?: string }) {
  return (
    <>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs>
          <Anchor component={Link} to={listTo}>
            Question bank
          </Anchor>
          <Text span>{title}</Text>
        </Breadcrumbs>
      </nav>
      <Title order={1}>{title}</Title>
    </>
  );
}
