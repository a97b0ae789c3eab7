import { curriculaList } from '../../../test/curricula-data';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportProgress, lineLabel } from '../components/ImportProgress';
import { questionImportRoutes } from '../routes';
import { BATCH_POLL_MS, batchPollInterval } from '../api/get-import-batch';

interface Call {
  url: string;
  method: string;
  body: BodyInit | null | undefined;
  authorization: string | null;
}
type Answer = { status: number; body?: unknown; type?: string };

/** Stubs fetch with a handler and records the calls. */
function mockApi(handler: (call: Call) => Answer | Promise<Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: Call = {
        url: String(input),
        method: init?.method ?? 'GET',
        body: init?.body,
        authorization: new Headers(init?.headers).get('authorization'),
      };
      calls.push(call);
      const { status, body, type } = await handler(call);
      const contentType = type ?? (status >= 400 ? 'application/problem+json' : 'application/json');
      return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': contentType },
      });
    }),
  );
  return calls;
}

const curricula = curriculaList;

function batch(overrides: Record<string, unknown> = {}) {
  return {
    id: 42,
    kind: 'maf',
    status: 'running',
    format: 'csv',
    file_name: 'questions.csv',
    total: 4,
    processed: 1,
    created: 1,
    skipped: 0,
    failed: 0,
    errors: [],
    created_by: 7,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/staff', children: questionImportRoutes }], {
    initialEntries: ['/staff/questions/import'],
  });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const chooseFile = (name = 'questions.csv', content = 'question\nA\n') => {
  const input = screen.getByLabelText('Question file', { selector: 'input' }) as HTMLInputElement;
  const file = new File([content], name, { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
  return file;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('question import page', () => {
  it('uploads a file, polls the batch every second until done, then shows the summary and row errors', async () => {
    let polls = 0;
    const calls = mockApi((call) => {
      if (call.url === '/api/v2/curriculas') return { status: 200, body: curricula };
      if (call.url === '/import/questions/maf/file' && call.method === 'POST')
        return { status: 202, body: { id: 42, status: 'queued' } };
      if (call.url === '/import/questions/maf/batch/42') {
        polls++;
        if (polls === 1) return { status: 200, body: batch() };
        return {
          status: 200,
          body: batch({
            status: 'done',
            processed: 4,
            created: 2,
            skipped: 1,
            failed: 1,
            errors: [{ line: 3, message: 'unknown curricula "Nowhere"' }],
            finished_at: '2025-01-01T00:00:05.000Z',
          }),
        };
      }
      return { status: 404, body: { status: 404, code: 'not_found', title: 'Not Found' } };
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Import questions' })).toBeTruthy();
    const upload = screen.getByRole('button', { name: 'Upload and import' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);

    await screen.findByRole('option', { name: 'AQA Chemistry' });
    fireEvent.change(screen.getByLabelText(/^Curriculum/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/^Marks per question/), { target: { value: '3' } });
    const file = chooseFile();
    fireEvent.click(upload);

    const bar = await screen.findByRole('progressbar', { name: 'Rows imported' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('4');
    expect(screen.getByText(/Importing… 1 of 4 rows processed \(25%\)/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^See the/ })).toBeNull();

    const post = calls.find((c) => c.method === 'POST')!;
    const form = post.body as FormData;
    expect(form.get('curricula')).toBe('2');
    expect(form.get('max_marks')).toBe('3');
    expect((form.get('file') as File).name).toBe(file.name);
    expect([...form.keys()]).toEqual(['curricula', 'max_marks', 'file']);

    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('4'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('import-summary').textContent).toMatch(
      /2 questions created, 1 skipped \(already in the\s+bank\), 1 row with errors\./,
    );
    expect(screen.getByRole('link', { name: 'See the free-text questions' }).getAttribute('href')).toBe(
      '/staff/questions',
    );
    const table = screen.getByRole('table');
    const row = within(table).getByRole('row', { name: /Line 3/ });
    expect(row.textContent).toContain('unknown curricula "Nowhere"');

    // Finished after the second poll; the interval then stops (batchPollInterval, tested below).
    expect(polls).toBe(2);
  }, 10000);

  it('asks for the curriculum before uploading a GIFT or Moodle XML file', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/v2/curriculas') return { status: 200, body: curricula };
      if (call.url === '/import/questions/maf/file') return { status: 202, body: { id: 5, status: 'queued' } };
      if (call.url === '/import/questions/maf/batch/5') return { status: 200, body: batch() };
      return { status: 404, body: { status: 404, code: 'not_found', title: 'Not Found' } };
    });
    renderPage();
    await screen.findByRole('option', { name: 'AQA Chemistry' });
    for (const [name, format] of [
      ['questions.gift', 'GIFT'],
      ['moodle-export.xml', 'Moodle XML'],
    ]) {
      chooseFile(name, '::Q1:: What? {=yes}');
      fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));
      const select = screen.getByLabelText(/^Curriculum/) as HTMLSelectElement;
      await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText(`Choose the curriculum: ${format} files name none.`)).toBeTruthy();
      expect(document.activeElement).toBe(select);
    }
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Curriculum/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect((calls.find((c) => c.method === 'POST')!.body as FormData).get('curricula')).toBe('2');
  });

  it('picks the file with a named button that shows the chosen file', async () => {
    mockApi((call) => {
      if (call.url === '/api/v2/curriculas') return { status: 200, body: curricula };
      return { status: 404, body: { status: 404, code: 'not_found', title: 'Not Found' } };
    });
    renderPage();
    const button = await screen.findByRole('button', { name: 'Question file Choose file' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('No file chosen')).toBeTruthy();
    const input = screen.getByLabelText('Question file', { selector: 'input' }) as HTMLInputElement;
    const picked = vi.spyOn(input, 'click').mockImplementation(() => {});
    fireEvent.click(button);
    expect(picked).toHaveBeenCalledTimes(1);
    chooseFile('biology.csv');
    expect(screen.getByText('biology.csv')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Question file Choose another file' })).toBeTruthy();
  });

  it('shows why a file was refused and keeps the form', async () => {
    mockApi((call) => {
      if (call.url === '/api/v2/curriculas') return { status: 200, body: curricula };
      if (call.url === '/import/questions/quiz/file') {
        return {
          status: 400,
          body: {
            status: 400,
            code: 'unsupported_file_type',
            title: 'Bad Request',
            detail: 'This file is PNG, not a question file: send a CSV or XLSX file',
          },
        };
      }
      return { status: 404, body: { status: 404, code: 'not_found', title: 'Not Found' } };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: 'Multiple-choice quiz' }));
    expect(screen.queryByLabelText(/^Marks per question/)).toBeNull();
    chooseFile('picture.csv', '\x89PNG');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This file is PNG, not a question file');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('downloads the template of the chosen kind with the token', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/v2/curriculas') return { status: 200, body: curricula };
      if (call.url === '/import/questions/quiz/template.csv')
        return { status: 200, body: 'question,option_a\r\n', type: 'text/csv' };
      return { status: 404, body: { status: 404, code: 'not_found', title: 'Not Found' } };
    });
    const createObjectURL = vi.fn(() => 'blob:template');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    window.localStorage.setItem('markwell.token', 'abc');
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: 'Multiple-choice quiz' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download the quiz CSV template' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/import/questions/quiz/template.csv')?.authorization).toBe('Bearer abc');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe('question,option_a\r\n');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('quiz-questions-template.csv');
  });

  it('has no axe violations with progress and errors showing', async () => {
    mockApi((call) => {
      if (call.url === '/api/v2/curriculas') return { status: 200, body: curricula };
      if (call.url === '/import/questions/maf/file') return { status: 202, body: { id: 9, status: 'queued' } };
      if (call.url === '/import/questions/maf/batch/9') {
        return {
          status: 200,
          body: batch({
            id: 9,
            status: 'failed',
            format: 'moodle',
            processed: 2,
            failed: 1,
            errors: [{ line: 2, message: 'no answer graded 100%' }],
          }),
        };
      }
      return { status: 404, body: { status: 404, code: 'not_found', title: 'Not Found' } };
    });
    const { container } = renderPage();
    await screen.findByRole('option', { name: 'AQA Biology' });
    fireEvent.change(screen.getByLabelText(/^Curriculum/), { target: { value: '2' } });
    chooseFile('moodle.xml', '<quiz/>');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));
    await screen.findByText('Question 2');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

describe('lineLabel', () => {
  it('links to the list the questions went to once something is in the bank', () => {
    const show = (over: Record<string, unknown>) =>
      render(
        <MantineProvider>
          <RouterProvider
            router={createMemoryRouter([
              {
                path: '/',
                element: <ImportProgress batch={batch({ status: 'done', processed: 4, ...over }) as never} />,
              },
            ])}
          />
        </MantineProvider>,
      );
    const quiz = show({ kind: 'quiz', created: 0, skipped: 3 });
    expect(screen.getByRole('link', { name: 'See the multiple-choice questions' }).getAttribute('href')).toBe(
      '/staff/questions/quiz',
    );
    quiz.unmount();
    show({ kind: 'quiz', created: 0, skipped: 0, failed: 4 });
    expect(screen.queryByRole('link', { name: /^See the/ })).toBeNull();
  });

  it('names the place in the words of the format', () => {
    expect(lineLabel('csv', 3)).toBe('Line 3');
    expect(lineLabel('gift', 4)).toBe('Line 4');
    expect(lineLabel('xlsx', 3)).toBe('Row 3');
    expect(lineLabel('moodle', 2)).toBe('Question 2');
    expect(lineLabel('csv', 0)).toBe('Whole file');
  });
});

describe('batchPollInterval', () => {
  it('asks again every second while the import runs, never once it is done or failed', () => {
    expect(batchPollInterval(undefined)).toBe(BATCH_POLL_MS);
    expect(batchPollInterval({ status: 'queued' })).toBe(BATCH_POLL_MS);
    expect(batchPollInterval({ status: 'running' })).toBe(BATCH_POLL_MS);
    expect(batchPollInterval({ status: 'done' })).toBe(false);
    expect(batchPollInterval({ status: 'failed' })).toBe(false);
  });
});
