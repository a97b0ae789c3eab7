import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSendProblemReport } from '../api/send-problem-report';
import {
  initialValues,
  MESSAGE_MAX,
  PROBLEM_TYPES,
  serverErrors,
  toBody,
  URL_MAX,
  validateReport,
  type ProblemType,
  type ReportErrors,
  type ReportField,
  type ReportFormValues,
} from './report-form';
import { DANGER } from '../../../lib/text-colours';

// Dark enough for AA contrast on the alerts' light tint (Mantine's green is not).
const SUCCESS = '#1f6f35';
const FIELD_ORDER: ReportField[] = ['type', 'questionId', 'url', 'message'];
const isInAppPath = (url: string) => /^\/(?![/\\])/.test(url);

/**
 * /report-problem (any signed-in user): tell the content team about a problem with a question,
 * a page or anything else. `?url=` and `?questionId=` prefill the form; staff read the reports
 * in their inbox.
 */
export function ReportProblemPage() {
  usePageTitle('Report a problem');
  const [search] = useSearchParams();
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Report a problem</Title>
      <Text>
        Found a mistake in a question, a page that does not work, or anything else? Tell us and our content team will
        look into it.
      </Text>
      {/* A new prefill (a link from the menu while on this page) starts a new form. */}
      <ReportProblemForm key={search.toString()} initial={initialValues(search)} />
    </Stack>
  );
}

function ReportProblemForm({ initial }: { initial: ReportFormValues }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [sent, setSent] = useState(false);
  const send = useSendProblemReport();
  const fieldRefs = useRef<Partial<Record<ReportField, HTMLElement | null>>>({});
  const set = <K extends keyof ReportFormValues>(key: K, value: ReportFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const showErrors = (next: ReportErrors) => {
    setErrors(next);
    const first = FIELD_ORDER.find((f) => next[f]);
    if (first) fieldRefs.current[first]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const local = validateReport(values);
    if (Object.keys(local).length > 0) return showErrors(local);
    setErrors({});
    send.mutate(toBody(values), {
      onSuccess: () => setSent(true),
      onError: (error) => showErrors(serverErrors(error)),
    });
  };

  const startAgain = () => {
    setValues(initial);
    setErrors({});
    setSent(false);
    send.reset();
  };

  const backTo = values.url.trim();
  return (
    <>
      <div role="status">
        {sent && (
          <Alert color={SUCCESS} title="Thank you, your report has been sent">
            <Text>Our content team will look into it.</Text>
          </Alert>
        )}
      </div>
      {sent ? (
        <Group>
          {isInAppPath(backTo) && (
            <Anchor component={Link} to={backTo}>
              Back to the page
            </Anchor>
          )}
          <Button variant="default" onClick={startAgain}>
            Report another problem
          </Button>
        </Group>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          aria-label="Problem report"
          // Mantine's error red (#fa5252) fails AA contrast on white; the theme does not override it (yet).
          style={{ '--mantine-color-error': DANGER } as CSSProperties}
        >
          <Stack>
            {errors._form && (
              <Alert color={DANGER} role="alert" title="The report was not sent">
                {errors._form}
              </Alert>
            )}
            <NativeSelect
              ref={(el) => {
                fieldRefs.current.type = el;
              }}
              label="What is the problem about?"
              data={PROBLEM_TYPES}
              value={values.type}
              onChange={(e) => set('type', e.currentTarget.value as ProblemType)}
              error={errors.type}
            />
            {values.type === 'question' && (
              <TextInput
                ref={(el) => {
                  fieldRefs.current.questionId = el;
                }}
                label="Question number"
                description="The number shown with the question."
                required
                inputMode="numeric"
                autoComplete="off"
                value={values.questionId}
                onChange={(e) => set('questionId', e.currentTarget.value)}
                error={errors.questionId}
              />
            )}
            <TextInput
              ref={(el) => {
                fieldRefs.current.url = el;
              }}
              label="Page address"
              description="Where you saw the problem."
              required={values.type === 'page'}
              autoComplete="off"
              maxLength={URL_MAX}
              value={values.url}
              onChange={(e) => set('url', e.currentTarget.value)}
              error={errors.url}
            />
            <Textarea
              ref={(el) => {
                fieldRefs.current.message = el;
              }}
              label="What is wrong?"
              description={`What you expected and what happened instead (${values.message.length} of ${MESSAGE_MAX} characters).`}
              required
              rows={6}
              maxLength={MESSAGE_MAX}
              value={values.message}
              onChange={(e) => set('message', e.currentTarget.value)}
              error={errors.message}
            />
            <Group>
              <Button type="submit" loading={send.isPending}>
                Send report
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </>
  );
}
