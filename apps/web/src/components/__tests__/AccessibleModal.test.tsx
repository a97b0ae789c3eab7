import { Button, MantineProvider, TextInput } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { AccessibleModal } from '../AccessibleModal';

/** A page with a button that opens a form in a modal; submitting the form closes it. */
function PageWithModalForm() {
  const [opened, setOpened] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpened(false);
  };
  return (
    <>
      <Button onClick={() => setOpened(true)}>Add teacher</Button>
      <AccessibleModal opened={opened} onClose={() => setOpened(false)} title="Add a teacher">
        {opened && (
          <form onSubmit={submit}>
            <TextInput label="Name" data-autofocus />
            <Button type="submit">Save</Button>
          </form>
        )}
      </AccessibleModal>
    </>
  );
}

const settleFocus = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('AccessibleModal', () => {
  it('returns focus to the control that opened it after its form is submitted with the keyboard', async () => {
    render(
      <MantineProvider>
        <PageWithModalForm />
      </MantineProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Add teacher' });
    opener.focus();
    // Enter on a focused button clicks it.
    fireEvent.click(opener);
    const name = await screen.findByLabelText('Name');
    await settleFocus();
    expect(document.activeElement).toBe(name);
    // Enter in a text field submits its form.
    fireEvent.change(name, { target: { value: 'Ada' } });
    fireEvent.submit(name.closest('form')!);
    await settleFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the opener when closed with Escape', async () => {
    render(
      <MantineProvider>
        <PageWithModalForm />
      </MantineProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Add teacher' });
    opener.focus();
    // Enter on a focused button clicks it.
    fireEvent.click(opener);
    await screen.findByLabelText('Name');
    await settleFocus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await settleFocus();
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the form that opened it when its submit button was swapped for a loader', async () => {
    function SendThenConfirm() {
      const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
      return (
        <>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              setState('sending');
            }}
          >
            <TextInput label="Message" />
            {state === 'sending' ? <p>Sending…</p> : <Button type="submit">Send</Button>}
          </form>
          <Button variant="default" onClick={() => setState('sent')}>
            server answered
          </Button>
          <AccessibleModal opened={state === 'sent'} onClose={() => setState('idle')} title="Sent">
            <Button onClick={() => setState('idle')} data-autofocus>
              OK
            </Button>
          </AccessibleModal>
        </>
      );
    }
    render(
      <MantineProvider>
        <SendThenConfirm />
      </MantineProvider>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.submit(send.closest('form')!);
    expect(document.activeElement).toBe(document.body);
    act(() => screen.getByRole('button', { name: 'server answered' }).click());
    const ok = await screen.findByRole('button', { name: 'OK' });
    await settleFocus();
    fireEvent.click(ok);
    await settleFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
  });
});
