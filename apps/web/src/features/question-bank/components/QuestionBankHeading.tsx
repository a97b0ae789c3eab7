import { Anchor, Breadcrumbs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routes } from '../../../lib/paths';

/**
 * "Question bank / <crumb>" breadcrumb and the page's h1, for every screen below a question list
 * (`listTo`: the staff list unless told, the teachers' for their read-only view). `crumb` names
 * the page in the breadcrumb when the title is long (a breadcrumb never wraps).
 */
export function QuestionBankHeading({
  title,
  crumb = title,
  listTo = routes.staff.questions,
}: {
  title: string;
  crumb?: string;
  listTo?: string;
}) {
  return (
    <>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs>
          <Anchor component={Link} to={listTo}>
            Question bank
          </Anchor>
          <Text span>{crumb}</Text>
        </Breadcrumbs>
      </nav>
      <Title order={1}>{title}</Title>
    </>
  );
}
