import { createMessageThreadBodySchema } from '@markwell/contracts/messages';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '@markwell/domain/messages/index';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { useMe } from '../../../lib/auth/me';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useMessageRecipients,
  type MessageRecipient,
  type MessageRecipientOption,
} from '../api/get-message-recipients';
import { useStartMessageThread } from '../api/send-message';
import { hasInbox } from './has-inbox';
import { NoInbox } from './NoInbox';
import { DANGER } from '../../../lib/text-colours';

// Mantine's error red fails AA contrast on white.
type Field = 'to' | 'subject' | 'body';
const FIELD_ORDER: Field[] = ['to', 'subject', 'body'];

/** A select value for a recipient option ("class:4", "person:12", "staff"). */
const keyOf = (to: MessageRecipient) =>
  to.kind === 'class' ? `class:${to.groupId}` : to.kind === 'person' ? `person:${to.userId}` : 'staff';

const GROUPS: { label: string; categories: MessageRecipientOption['category'][] }[] = [
  { label: 'Staff', categories: ['staff'] },
  { label: 'Teachers', categories: ['teacher'] },
  { label: 'Classes', categories: ['class'] },
  { label: 'Students', categories: ['student'] },
];

/** /messages/new: choose a class or person from the recipients list, then a subject and a message. */
export function NewMessagePage() {
  usePageTitle('New message');
  const me = useMe();
  // Nothing is asked of the API before the role is known: staff have no inbox.
  if (!me.data) return <PageLoader />;
  if (!hasInbox(me.data)) return <NoInbox />;
  return (
    <Stack gap="lg" maw={640}>
      <Anchor component={Link} to={routes.messages}>
        ← All messages
      </Anchor>
      <Title order={1}>New message</Title>
      <NewMessageForm />
    </Stack>
  );
}

function NewMessageForm() {
  const recipients = useMessageRecipients();
  const start = useStartMessageThread();
  const navigate = useNavigate();
  const [values, setValues] = useState({ to: '', subject: '', body: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const set = (key: Field, value: string) => setValues((v) => ({ ...v, [key]: value }));

  if (recipients.isPending) return <PageLoader />;
  const options = recipients.data?.items ?? [];
  if (options.length === 0) {
    return <Text>There is nobody you can write to yet: messages go to the classes and people you work with.</Text>;
  }
  const byKey = new Map(options.map((o) => [keyOf(o.to), o]));
  const data = GROUPS.map((g) => ({
    group: g.label,
    items: options
      .filter((o) => g.categories.includes(o.category))
      .map((o) => ({ value: keyOf(o.to), label: `${o.label} (${o.detail})` })),
  })).filter((g) => g.items.length > 0);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = FIELD_ORDER.find((f) => next[f]);
    if (first) refs.current[first]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    const chosen = byKey.get(values.to);
    if (!chosen) return showErrors({ to: 'Choose a class or person' });
    const parsed = createMessageThreadBodySchema.safeParse({
      to: chosen.to,
      subject: values.subject,
      body: values.body,
    });
    if (!parsed.success) return showErrors(zodFieldErrors(parsed.error.issues));
    setErrors({});
    start.mutate(parsed.data, {
      onSuccess: ({ id }) => navigate(routes.messageThread(id)),
      onError: (error) => showErrors(apiFieldErrors(error, { not_a_recipient: 'to', empty_class: 'to' })),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="New message"
      style={{ '--mantine-color-error': DANGER } as CSSProperties}
    >
      <Stack>
        {errors._form && (
          <Alert color={DANGER} role="alert" title="The message was not sent">
            {errors._form}
          </Alert>
        )}
        <NativeSelect
          ref={(el) => {
            refs.current.to = el;
          }}
          label="To"
          description={
            options.some((o) => o.to.kind === 'class')
              ? 'A class receives it as one message to every student; their replies come to you only.'
              : undefined
          }
          required
          data={[{ value: '', label: 'Choose a class or person' }, ...data]}
          value={values.to}
          onChange={(e) => set('to', e.currentTarget.value)}
          error={errors.to}
        />
        <TextInput
          ref={(el) => {
            refs.current.subject = el;
          }}
          label="Subject"
          required
          maxLength={MESSAGE_SUBJECT_MAX}
          autoComplete="off"
          value={values.subject}
          onChange={(e) => set('subject', e.currentTarget.value)}
          error={errors.subject}
        />
        <Textarea
          ref={(el) => {
            refs.current.body = el;
          }}
          label="Message"
          description={`Plain text, up to ${MESSAGE_BODY_MAX.toLocaleString('en-GB')} characters.`}
          required

          rows={6}
          maxLength={MESSAGE_BODY_MAX}
          value={values.body}
          onChange={(e) => set('body', e.currentTarget.value)}
          error={errors.body}
        />
        <Group>
          <Button type="submit" loading={start.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
