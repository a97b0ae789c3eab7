import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { routes } from '../../../lib/paths';

/** The question bank's own screens, plus the import page (features/question-import). */
export function QuestionBankNav() {
  return (
    <Group gap="xs" component="nav" aria-label="Question bank">
      <Button component={Link} to={routes.staff.newQuestion}>
        New question
      </Button>
      <Button component={Link} to={routes.staff.quizQuestions} variant="light">
        Multiple-choice questions
      </Button>
      <Button component={Link} to={routes.staff.questionImport} variant="light">
        Import questions
      </Button>
      <Button component={Link} to={routes.staff.synonyms} variant="light">
        Synonyms
      </Button>
      <Button component={Link} to={routes.staff.machinePhrases} variant="light">
        Machine-phrase review
      </Button>
    </Group>
  );
}
