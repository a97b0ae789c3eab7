import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { routes } from '../../../lib/paths';
import { json, me, mockFetch, problem, type Route } from '../../../test/fetch-mock';
import { MESSAGE_MAX } from '../components/report-form';

const wait = { timeout: 4000 };

/** /me for a student, and POST /sendproblem answered by `answer` (201 by default); bodies kept. */
function reportApi(answer: Route = () => json({ success: true, id: 41 }, 201)) {
  const sent: unknown[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/v2/me') return json(me({ role: 'student', schoolAdmin: false }));
    if (url.pathname === '/api/v2/sendproblem' && init.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      return answer(url, init);
    }
    return undefined;
  });
  return { sent, fetchMock };
}

function renderAt(path: string) {
  setToken('jwt');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
const formStatus = () => within(screen.getByRole('main')).getByRole('status');

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearErrors();
});

describe('/report-problem', () => {
  it('is prefilled from ?questionId and ?url and sends the report', async () => {
    const { sent } = reportApi();
    renderAt(routes.reportProblemAbout({ url: '/student/assignments?week=2', questionId: 12 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report a problem' }, wait)).toBeTruthy();
    expect(field(/What is the problem about/).value).toBe('question');
    expect(field(/Question number/).value).toBe('12');
    expect(field(/Page address/).value).toBe('/student/assignments?week=2');

    type(/What is wrong/, '  The mark scheme accepts "mitochondria" but marks it wrong.  ');
    submit();
    await vi.waitFor(() => expect(formStatus().textContent).toMatch(/Thank you, your report has been sent/), wait);
    expect(sent).toEqual([
      {
        type: 'question',
        questionId: 12,
        url: '/student/assignments?week=2',
        message: 'The mark scheme accepts "mitochondria" but marks it wrong.',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to the page' }).getAttribute('href')).toBe(
      '/student/assignments?week=2',
    );
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Report another problem' }));
    expect(field(/What is wrong/).value).toBe('');
    expect(formStatus().textContent).toBe('');
  }, 15_000);

  it('a page report from ?url only; "something else" needs no address', async () => {
    const { sent } = reportApi();
    renderAt(routes.reportProblemAbout({ url: '/teacher/classes' }));
    await screen.findByRole('heading', { level: 1, name: 'Report a problem' }, wait);
    expect(field(/What is the problem about/).value).toBe('page');
    expect(screen.queryByLabelText(/Question number/)).toBeNull();
    type(/What is wrong/, 'The list of classes never finishes loading.');
    submit();
    await vi.waitFor(() => expect(sent).toHaveLength(1), wait);
    expect(sent[0]).toEqual({
      type: 'page',
      url: '/teacher/classes',
      message: 'The list of classes never finishes loading.',
    });
  }, 15_000);

  it('checks the form before sending: message, question number and page address', async () => {
    const { sent } = reportApi();
    renderAt(routes.reportProblem);
    await screen.findByRole('heading', { level: 1, name: 'Report a problem' }, wait);
    expect(field(/What is the problem about/).value).toBe('other');
    expect(field(/What is wrong/).maxLength).toBe(5000);
    expect(MESSAGE_MAX).toBe(5000);

    type(/What is wrong/, '   ');
    submit();
    expect(await screen.findByText('Describe the problem.', {}, wait)).toBeTruthy();
    expect(document.activeElement).toBe(field(/What is wrong/));
    expect(field(/What is wrong/).getAttribute('aria-invalid')).toBe('true');

    type(/What is the problem about/, 'question');
    type(/Question number/, '12a');
    type(/What is wrong/, 'Wrong answer');
    submit();
    expect(await screen.findByText('The question number is a whole number, like 1234.', {}, wait)).toBeTruthy();
    expect(document.activeElement).toBe(field(/Question number/));

    type(/What is the problem about/, 'page');
    submit();
    expect(await screen.findByText('Enter the address of the page.', {}, wait)).toBeTruthy();
    expect(screen.queryByText('Describe the problem.')).toBeNull();

    type(/What is wrong/, 'x'.repeat(MESSAGE_MAX + 1)); // pasted past the limit
    type(/Page address/, '/x');
    submit();
    expect(await screen.findByText(`Keep the description under ${MESSAGE_MAX} characters.`, {}, wait)).toBeTruthy();
    expect(sent).toEqual([]);
  }, 15_000);

  it('shows the server refusal: on the question number, or above the form', async () => {
    let answer: Route = () => problem(400, 'question_not_found', 'Bad Request', { detail: 'No question with this id' });
    const { sent } = reportApi((url, init) => answer(url, init));
    renderAt(routes.reportProblemAbout({ questionId: 999999 }));
    await screen.findByRole('heading', { level: 1, name: 'Report a problem' }, wait);
    type(/What is wrong/, 'This question has no answer.');
    submit();
    expect(await screen.findByText('There is no question with this number.', {}, wait)).toBeTruthy();
    expect(document.activeElement).toBe(field(/Question number/));
    expect(sent).toHaveLength(1);

    answer = () => problem(500, 'internal', 'Internal Server Error');
    submit();
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert.textContent).toMatch(/The report was not sent/);
    expect(alert.textContent).toMatch(/Something went wrong on our side/);
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('');
    // The values are kept for another try.
    expect(field(/What is wrong/).value).toBe('This question has no answer.');
    expect(sent).toHaveLength(2);
  }, 15_000);
});
