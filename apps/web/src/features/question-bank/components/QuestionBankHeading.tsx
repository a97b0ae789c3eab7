import { Anchor, Breadcrumbs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routes } from '../../../lib/paths';

/** "Question bank / <title>" breadcrumb and the page's h1, for every screen below the question list. */
export function QuestionBankHeading({ title }: { title: string }) {
  return (
    <>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs>
          <Anchor component={Link} to={routes.staff.questions}>
            Question bank
          </Anchor>
          <Text span>{title}</Text>
        </Breadcrumbs>
      </nav>
      <Title order={1}>{title}</Title>
    </>
  );
}
