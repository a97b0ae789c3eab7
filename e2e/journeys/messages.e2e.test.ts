import { describe, expect, it } from 'vitest';
import { checkPage, DEMO_ACCOUNTS, expectVisible, login, newPage, pathOf, visit } from '../support';

// HTML typed into a message must come back as the same text, never as markup.
const BODY = 'Please bring <b>lab coats</b> on Monday.\nThank you!';

describe('messages', () => {
  it('a teacher writes to class 10B; a student sees the counter, reads it and replies; the teacher sees the reply', async () => {
    const subject = `Lab coats ${Date.now()}`;

    // The teacher opens the inbox from the header envelope and writes to the class.
    const teacher = await newPage();
    await login(teacher, DEMO_ACCOUNTS.teacher);
    await teacher
      .getByRole('banner')
      .getByRole('link', { name: /^Messages, / })
      .click();
    await expectVisible(teacher.getByRole('heading', { level: 1, name: 'Messages' }));
    expect(pathOf(teacher)).toBe('/messages');
    await checkPage(teacher);
    await teacher.getByRole('link', { name: 'New message' }).click();
    await expectVisible(teacher.getByRole('heading', { level: 1, name: 'New message' }));
    await checkPage(teacher);
    // The class option names its size ("Class, 6 students"), which other journeys could change.
    const to = teacher.getByRole('combobox', { name: 'To', exact: true });
    const classOption = to.locator('option', { hasText: /^10B Biology \(Class, / });
    await to.selectOption((await classOption.getAttribute('value'))!);
    await teacher.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await teacher.getByRole('textbox', { name: 'Message', exact: true }).fill(BODY);
    await teacher.getByRole('button', { name: 'Send' }).click();
    await expectVisible(teacher.getByRole('heading', { level: 1, name: subject }));
    expect(pathOf(teacher)).toMatch(/^\/messages\/\d+$/);
    await expectVisible(teacher.getByText('Goes to everyone in 10B Biology.', { exact: false }));
    const sent = teacher.getByRole('list', { name: 'Messages' }).getByTestId('message-text');
    await expect(sent.textContent()).resolves.toBe(BODY);
    await expect(teacher.locator('[aria-label="Messages"] b').count()).resolves.toBe(0);
    await checkPage(teacher);

    // A student of 10B: the seeded class message and the new one are unread.
    const student = await newPage();
    await login(student, DEMO_ACCOUNTS.student);
    const envelope = student.getByRole('banner').getByRole('link', { name: 'Messages, 2 unread' });
    await expectVisible(envelope);
    await envelope.click();
    await expectVisible(student.getByRole('heading', { level: 1, name: 'Messages' }));
    await checkPage(student);
    await student.getByRole('link', { name: subject }).click();
    await expectVisible(student.getByRole('heading', { level: 1, name: subject }));
    await expect(
      student.getByRole('list', { name: 'Messages' }).getByTestId('message-text').textContent(),
    ).resolves.toBe(BODY);
    // Reading it lowers the counter.
    await expectVisible(student.getByRole('banner').getByRole('link', { name: 'Messages, 1 unread' }));
    await expectVisible(student.getByText('Goes to Tom Teacher.', { exact: false }));
    await checkPage(student);
    await student.getByLabel('Your reply').fill('I will, thank you.');
    await student.getByRole('button', { name: 'Send reply' }).click();
    await expectVisible(student.getByText('Your reply has been sent.'));
    await expectVisible(student.getByRole('list', { name: 'Messages' }).getByText('I will, thank you.'));
    await checkPage(student);

    // The teacher sees the reply in the inbox and in the thread.
    await visit(teacher, '/messages');
    const item = teacher.getByRole('listitem').filter({ has: teacher.getByRole('link', { name: subject }) });
    await expectVisible(item.getByText('1 unread'));
    await expectVisible(item.getByText('Sophie Student: I will, thank you.'));
    await item.getByRole('link', { name: subject }).click();
    await expectVisible(teacher.getByRole('list', { name: 'Messages' }).getByText('I will, thank you.'));
    await checkPage(teacher);
  });

  it('content staff have no envelope and no inbox', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.staff);
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /^Messages, / })
        .count(),
    ).resolves.toBe(0);
    await visit(page, '/messages');
    await expectVisible(page.getByText(/Your account has no inbox/));
  });
});
