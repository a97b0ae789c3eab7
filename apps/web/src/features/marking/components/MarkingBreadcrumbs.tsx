import { Anchor, Breadcrumbs } from '@mantine/core';
import { Link } from 'react-router';
import { routes } from '../../../lib/paths';

/** Assignment › Marking › (this page): the way back up. */
export function MarkingBreadcrumbs({
  assignmentId,
  title,
  marking = true,
}: {
  assignmentId: number;
  title: string;
  marking?: boolean;
}) {
  return (
    <nav aria-label="Breadcrumbs">
      <Breadcrumbs separator="›" style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to={routes.teacher.assignments}>
          Assignments
        </Anchor>
        <Anchor component={Link} to={routes.teacher.assignment(assignmentId)}>
          {title}
        </Anchor>
        {marking && (
          <Anchor component={Link} to={routes.teacher.assignmentMarking(assignmentId)}>
            Marking
          </Anchor>
        )}
      </Breadcrumbs>
    </nav>
  );
}
