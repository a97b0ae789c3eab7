import { DANGER, SUCCESS } from '../../../lib/text-colours';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Loader } from '../../../components/Loader';
import { NotFound } from '../../../components/NotFound';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQuestionEditView } from '../api/get-question-edit-view';
import { QuestionEditor } from './QuestionEditor';
import { QuestionBankHeading } from './QuestionBankHeading';
import { RegradePanel } from './RegradePanel';

/** /staff/questions/new and /staff/questions/:id. */
export function QuestionEditorPage() {
  const params = useParams();
  const raw = params.id;
  const id = raw === undefined ? null : /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (Number.isNaN(id)) return <NotFound />;
  return <EditorScreen key={id ?? 'new'} id={id} />;
}

function EditorScreen({ id }: { id: number | null }) {
  usePageTitle(id === null ? 'New question' : `Question ${id}`);
  const navigate = useNavigate();
  const location = useLocation();
  const view = useQuestionEditView(id);
  const [version, setVersion] = useState(0);
  const [tryAnswer, setTryAnswer] = useState('');
  const [message, setMessage] = useState<string>(() => (location.state as { message?: string } | null)?.message ?? '');
  // After a save that changed the mark scheme: the dry run of re-marking the answers already marked.
  const [regrade, setRegrade] = useState(false);

  async function saved(savedId: number, created: boolean, schemeChanged: boolean) {
    if (created) {
      navigate(routes.staff.question(savedId), { replace: true, state: { message: 'Question created.' } });
      return;
    }
    await view.refetch();
    setVersion((v) => v + 1);
    setRegrade(schemeChanged);
    setMessage(
      schemeChanged
        ? 'Question saved. New attempts get this version; the dry run below shows what re-marking answers already marked would change.'
        : 'Question saved.',
    );
  }

  const heading = id === null ? 'New question' : `Edit question ${id}`;
  let body;
  if (id === null) {
    body = (
      <QuestionEditor
        view={null}
        photoUrl={null}
        tryAnswer={tryAnswer}
        onTryAnswerChange={setTryAnswer}
        onSaved={saved}
      />
    );
  } else if (view.isPending) {
    body = <Loader label="Loading the question…" />;
  } else if (view.isError) {
    if (isApiError(view.error) && view.error.status === 404) return <NotFound />;
    body = (
      <Alert color={DANGER} role="alert">
        The question could not be loaded: {errorMessage(view.error)}
      </Alert>
    );
  } else {
    body = (
      <QuestionEditor
        key={version}
        view={view.data}
        photoUrl={view.data.question.photo_url}
        tryAnswer={tryAnswer}
        onTryAnswerChange={setTryAnswer}
        onSaved={saved}
      />
    );
  }

  return (
    <Stack gap="md">
      <QuestionBankHeading title={heading} />
      <Text role="status" fw={600} c={SUCCESS}>
        {message}
      </Text>
      {regrade && id !== null && view.data && (
        <RegradePanel
          key={version}
          questionId={id}
          questionText={view.data.question.text}
          onClose={() => setRegrade(false)}
        />
      )}
      {body}
    </Stack>
  );
}
