import { formatDate } from '@markwell/domain/time/index';
import { MESSAGE_BODY_MAX } from '@markwell/domain/messages/index';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { isApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/auth/me';
import { apiFieldErrors } from '../../../lib/form-errors';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMessageThread, type Message, type MessageThread } from '../api/get-message-thread';
import { useMarkThreadRead } from '../api/mark-thread-read';
import { useReplyInThread } from '../api/send-message';
import { hasInbox } from './has-inbox';
import { MessageText } from './MessageText';
import { NoInbox } from './NoInbox';
import { DANGER } from '../../../lib/text-colours';

// Mantine's error red fails AA contrast on white.

/** /messages/:threadId: one conversation, marked read as it is shown, with a reply form. */
export function ThreadPage() {
  const me = useMe();
  const id = Number(useParams().threadId);
  // Nothing is asked of the API before the role is known: staff have no inbox.
  if (!me.data) return <PageLoader />;
  if (!hasInbox(me.data)) return <NoInbox />;
  if (!Number.isInteger(id) || id <= 0) return <MissingThread />;
  return <Thread key={id} id={id} />;
}

function MissingThread() {
  usePageTitle('Conversation not found');
  return (
    <Stack gap="md">
      <Title order={1}>Conversation not found</Title>
      <Text>
        This conversation does not exist or is not yours.{' '}
        <Anchor component={Link} to={routes.messages}>
          Back to your messages
        </Anchor>
      </Text>
    </Stack>
  );
}

function Thread({ id }: { id: number }) {
  const query = useMessageThread(id);
  const { mutate: markRead } = useMarkThreadRead(id);
  const latestPage = query.data?.pages[0];
  usePageTitle(latestPage?.subject ?? 'Conversation');

  // Read up to the latest message shown, once per new latest message.
  const markedUpTo = useRef(0);
  const latestId = latestPage?.messages.at(-1)?.id ?? 0;
  const unread = latestPage?.unread ?? 0;
  useEffect(() => {
    if (unread === 0 || latestId <= markedUpTo.current) return;
    markedUpTo.current = latestId;
    markRead(latestId);
  }, [unread, latestId, markRead]);

  if (query.isError && isApiError(query.error) && query.error.status === 404) return <MissingThread />;
  if (query.isError) {
    return (
      <Alert color={DANGER} title="The conversation could not be loaded" role="alert">
        Please try again later.
      </Alert>
    );
  }
  if (!query.data || !latestPage) return <PageLoader />;
  // Pages come newest first; each holds its messages oldest first.
  const messages = [...query.data.pages].reverse().flatMap((p) => p.messages);

  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to={routes.messages}>
        ← All messages
      </Anchor>
      <div>
        <Title order={1}>{latestPage.subject}</Title>
        <Text c="dimmed">With {latestPage.counterpart}</Text>
      </div>
      {query.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
            Show older messages
          </Button>
        </Group>
      )}
      <Stack component="ol" gap="sm" p={0} m={0} aria-label="Messages">
        {messages.map((m) => (
          <MessageItem key={m.id} message={m} />
        ))}
      </Stack>
      <ReplyForm thread={latestPage} />
    </Stack>
  );
}

function MessageItem({ message: m }: { message: Message }) {
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      style={{
        listStyle: 'none',
        ...(m.mine && { background: 'var(--mantine-color-gray-0)', marginLeft: '2rem' }),
      }}
    >
      <Group justify="space-between" align="baseline" mb={4}>
        <Text fw={700}>{m.mine ? 'You' : m.sender.name}</Text>
        <Text component="time" dateTime={m.sentAt} c="dimmed" size="sm">
          {formatDate(m.sentAt, 'DD.MM.YYYY HH:mm')}
        </Text>
      </Group>
      <MessageText text={m.body} />
    </Paper>
  );
}

function ReplyForm({ thread }: { thread: MessageThread }) {
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const reply = useReplyInThread(thread.id);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    setStatus('');
    if (body.trim() === '') {
      setErrors({ body: 'Write a message first' });
      fieldRef.current?.focus();
      return;
    }
    setErrors({});
    reply.mutate(body, {
      onSuccess: () => {
        setBody('');
        setStatus('Your reply has been sent.');
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        fieldRef.current?.focus();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Reply" style={{ '--mantine-color-error': DANGER } as CSSProperties}>
      <Stack>
        <div role="status">{status && <Text>{status}</Text>}</div>
        {errors._form && (
          <Alert color={DANGER} role="alert" title="The reply was not sent">
            {errors._form}
          </Alert>
        )}
        <Textarea
          ref={fieldRef}
          label="Your reply"
          description={`Goes to ${thread.replyGoesTo}. Plain text, up to ${MESSAGE_BODY_MAX.toLocaleString('en-GB')} characters.`}

          rows={4}
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={errors.body}
        />
        <Group>
          <Button type="submit" loading={reply.isPending}>
            Send reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
