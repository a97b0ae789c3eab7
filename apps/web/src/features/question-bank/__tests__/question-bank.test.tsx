import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import {
  highlightSegments,
  pointColourClass,
  POINT_COLOURS,
  segmentNumbers,
} from '../../../components/point-highlight/highlight';
import { callsOf, editView, machinePhrase, question, renderAt, synonym, curriculaRoutes } from './fixtures';

// Lazy screens and Mantine are slow to start on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const common = curriculaRoutes;

describe('question list', () => {
  it('says "more than" past the server\'s count cap and keeps the next page reachable', async () => {
    const page = Array.from({ length: 20 }, (_, i) => question({ id: 100 + i, text: `Capped question ${i}` }));
    const fetchMock = mockFetch(common, (url) =>
      url.pathname === '/api/v2/questionmafs' ? json({ items: page, total: 200, total_capped: true }) : undefined,
    );
    renderAt('/staff/questions');
    expect(
      await screen.findByText('More than 200 questions match; page 1. Add words or filters to narrow them.'),
    ).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => {
      const list = callsOf(fetchMock).filter((c) => c.path === '/api/v2/questionmafs');
      expect(list[list.length - 1]!.url.searchParams.get('page')).toBe('2');
    });
  });

  it('builds the list query from the search box, the filters and paging', async () => {
    const fetchMock = mockFetch(common, (url) =>
      url.pathname === '/api/v2/questionmafs'
        ? json({ items: [question({ text: 'Explain osmosis in root hair cells' })], total: 45, total_capped: false })
        : undefined,
    );
    const { router } = renderAt('/staff/questions');
    const lastListQuery = () => {
      const list = callsOf(fetchMock).filter((c) => c.path === '/api/v2/questionmafs');
      return Object.fromEntries(list[list.length - 1]!.url.searchParams);
    };

    expect(await screen.findByRole('link', { name: 'Explain osmosis in root hair cells' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explain osmosis in root hair cells' }).getAttribute('href')).toBe(
      '/staff/questions/5',
    );
    expect(lastListQuery()).toEqual({ page: '1', limit: '20' });
    expect(screen.getByRole('link', { name: 'Import questions' }).getAttribute('href')).toBe('/staff/questions/import');
    expect(screen.getByRole('link', { name: 'New question' }).getAttribute('href')).toBe('/staff/questions/new');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'osmosis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListQuery()).toEqual({ query: 'osmosis', page: '1', limit: '20' }));

    fireEvent.change(await screen.findByRole('combobox', { name: 'Curriculum' }), { target: { value: '1' } });
    await waitFor(() => expect(lastListQuery()).toMatchObject({ query: 'osmosis', curricula: '1' }));
    const course = screen.getByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(within(course).getByRole('option', { name: 'GCSE Biology' })).toBeTruthy());
    fireEvent.change(course, { target: { value: '10' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Lesson' }), { target: { value: '100' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Marks' }), { target: { value: '2' } });
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        query: 'osmosis',
        curricula: '1',
        course: '10',
        lesson: '100',
        marks: '2',
        page: '1',
        limit: '20',
      }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ page: '2', marks: '2', lesson: '100' }));
    expect(router.state.location.search).toContain('page=2');

    // Choosing another curriculum clears the course and lesson, and goes back to page 1.
    fireEvent.change(screen.getByRole('combobox', { name: 'Curriculum' }), { target: { value: '2' } });
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ query: 'osmosis', curricula: '2', marks: '2', page: '1', limit: '20' }),
    );
  });

  it('shows the table columns and has no axe violations', async () => {
    mockFetch(common, (url) =>
      url.pathname === '/api/v2/questionmafs'
        ? json({
            items: [
              question(),
              question({ id: 6, text: 'Describe diffusion', marking_type: 'levelled', max_marks: 6, points_count: 4 }),
            ],
            total: 2,
            total_capped: false,
          })
        : undefined,
    );
    const { container } = renderAt('/staff/questions');
    const table = await screen.findByRole('table', { name: 'Free-text questions' });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]!.textContent).toBe('Describe diffusion6Levelled4');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

describe('question editor: delete', () => {
  it('shows the exam templates using the question, then deletes with confirm=true', async () => {
    const fetchMock = mockFetch(common, (url, init) => {
      if (url.pathname === '/api/v2/questionmafedits/5/makingpoints') return json(editView());
      if (url.pathname === '/api/v2/mafsynonyms') return json([]);
      if (url.pathname === '/api/v2/questionmafs/5' && init.method === 'DELETE') {
        if (url.searchParams.get('confirm') === 'true') return json({ success: true });
        return problem(400, 'question_in_use', 'Bad Request', {
          detail: 'This question is used by 2 exam template(s)',
          templates: [
            { id: 1, name: 'Year 10 mock' },
            { id: 2, name: 'Photosynthesis quiz' },
          ],
        });
      }
      if (url.pathname === '/api/v2/questionmafs') return json({ items: [], total: 0, total_capped: false });
      return undefined;
    });
    const { router } = renderAt('/staff/questions/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const inUse = await screen.findByRole('dialog', { name: 'This question is used in exam templates' });
    const list = within(inUse).getByRole('list', { name: 'Exam templates using this question' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Year 10 mock', 'Photosynthesis quiz']);
    const deletes = () => callsOf(fetchMock).filter((c) => c.method === 'DELETE');
    expect(deletes().map((c) => c.url.search)).toEqual(['']);

    fireEvent.click(within(inUse).getByRole('button', { name: 'Remove from templates and delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/questions'));
    expect(deletes().map((c) => `${c.path}${c.url.search}`)).toEqual([
      '/api/v2/questionmafs/5',
      '/api/v2/questionmafs/5?confirm=true',
    ]);
    expect(await screen.findByText('Question deleted.')).toBeTruthy();
  });

  it('cancelling the template confirmation deletes nothing', async () => {
    const fetchMock = mockFetch(common, (url, init) => {
      if (url.pathname === '/api/v2/questionmafedits/5/makingpoints') return json(editView());
      if (url.pathname === '/api/v2/mafsynonyms') return json([]);
      if (init.method === 'DELETE')
        return problem(400, 'question_in_use', 'Bad Request', { templates: [{ id: 1, name: 'Year 10 mock' }] });
      return undefined;
    });
    renderAt('/staff/questions/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete question' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const inUse = await screen.findByRole('dialog', { name: 'This question is used in exam templates' });
    fireEvent.click(within(inUse).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetchMock).filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});

describe('question editor: try an answer', () => {
  const routes = (url: URL) => {
    if (url.pathname === '/api/v2/questionmafedits/5/makingpoints') return json(editView());
    if (url.pathname === '/api/v2/mafsynonyms')
      return json([synonym({ text: 'glucose; sugar', members: ['glucose', 'sugar'] })]);
    return undefined;
  };

  it('marks in the browser and highlights the matched spans with how they matched', async () => {
    const fetchMock = mockFetch(common, routes);
    renderAt('/staff/questions/5');
    const box = await screen.findByRole('textbox', { name: 'Student answer' });
    fireEvent.change(box, { target: { value: 'Plants use light energy; the green pigment traps it.' } });

    const status = await screen.findByText(/^2 marks out of 2/);
    expect(status.getAttribute('aria-live')).toBe('polite');
    const marks = await waitFor(() => {
      const found = document.querySelectorAll('mark');
      expect(found).toHaveLength(2);
      return [...found];
    });
    expect(marks.map((m) => m.textContent)).toEqual(['light energy', 'green pigment']);
    expect(marks[0]!.getAttribute('title')).toBe('Point 1: matched by exact words');
    expect(marks[1]!.getAttribute('aria-description')).toBe('Point 2: matched by a machine phrase');
    // each point its own colour and its number beside the span, with a key
    expect(marks.map((m) => m.getAttribute('data-points'))).toEqual(['1', '2']);
    expect(marks[0]!.className).not.toBe(marks[1]!.className);
    const key = screen.getByRole('list', { name: 'Highlight key' });
    expect([...key.querySelectorAll('li')].map((li) => li.textContent?.slice(0, 8))).toEqual(['1Point 1', '2Point 2']);
    expect(screen.getByRole('list', { name: 'Marking point results' }).textContent).toContain('awarded');
    // Marked locally: no request to the server's /try.
    expect(callsOf(fetchMock).some((c) => c.path.endsWith('/try'))).toBe(false);
  });

  it('re-marks against the unsaved mark scheme, and lists near misses', async () => {
    mockFetch(common, routes);
    renderAt('/staff/questions/5');
    const box = await screen.findByRole('textbox', { name: 'Student answer' });
    fireEvent.change(box, { target: { value: 'It is not light energy, it uses chlorophyll.' } });
    await screen.findByText(/^1 mark out of 2/);
    expect(screen.getByRole('list', { name: 'Near misses for Point 1' }).textContent).toContain('negated');
    expect(screen.getByText(/^Missing:/).textContent).toBe('Missing: “light energy”');

    // A new phrase on point 1, not saved yet, is used at once.
    fireEvent.change(screen.getByRole('textbox', { name: 'New phrase for accepted phrases of point 1' }), {
      target: { value: 'uses chlorophyll' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add phrase' })[0]!);
    await screen.findByText(/^2 marks out of 2/);
  });

  it('shows what the engine reads in a model answer and turns it into a precise phrase', async () => {
    mockFetch(common, routes);
    renderAt('/staff/questions/5');
    fireEvent.change(await screen.findByRole('textbox', { name: 'New phrase for accepted phrases of point 1' }), {
      target: { value: 'The leaf absorbs light energy with its green chlorophyll.' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add phrase' })[0]!);
    const reading = await screen.findByRole('list', { name: 'Model answers of point 1, as the engine reads them' });
    expect(reading.textContent).toContain('any 3 of 6 concepts');
    expect(reading.textContent).toContain('“chlorophyll”');
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Replace “The leaf absorbs light energy with its green chlorophyll.” with the precise phrase “3 of: leaf & absorbs & light & energy & green & chlorophyll”',
      }),
    );
    const phrases = screen.getByRole('list', { name: 'Accepted phrases of point 1' });
    expect(phrases.textContent).toContain('3 of: leaf & absorbs');
    expect(screen.queryByRole('list', { name: 'Model answers of point 1, as the engine reads them' })).toBeNull();
  });

  it('renders markup in the answer as text, never as HTML', async () => {
    mockFetch(common, routes);
    const { container } = renderAt('/staff/questions/5');
    const box = await screen.findByRole('textbox', { name: 'Student answer' });
    const attack = '<img src=x onerror=alert(1)> light energy <b>bold</b>';
    fireEvent.change(box, { target: { value: attack } });
    await screen.findByText(/^1 mark out of 2/);
    const mark = await waitFor(() => {
      const m = container.querySelector('mark');
      expect(m).not.toBeNull();
      return m!;
    });
    expect(mark.textContent).toBe('light energy');
    const highlighted = mark.parentElement!;
    expect(highlighted.textContent).toBe(attack);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('has no axe violations with a marked answer showing', async () => {
    mockFetch(common, routes);
    const { container } = renderAt('/staff/questions/5');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Student answer' }), {
      target: { value: 'not light energy but chlorophyll' },
    });
    await screen.findByText(/^1 mark out of 2/);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

describe('question editor: create and save', () => {
  it('creates a question with two marking points in one request, then opens it', async () => {
    const fetchMock = mockFetch(common, (url, init) => {
      if (url.pathname === '/api/v2/mafsynonyms') return json([]);
      if (url.pathname === '/api/v2/questionmafs' && init.method === 'POST')
        return json({ ...question({ id: 77 }), marking_points: [], structure: null }, 201);
      if (url.pathname === '/api/v2/questionmafedits/77/makingpoints')
        return json(editView({ question: question({ id: 77 }) }));
      return undefined;
    });
    const { router } = renderAt('/staff/questions/new');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Question text' }), {
      target: { value: 'How do plants make glucose?' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Curriculum' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Maximum marks' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Point 1: what it rewards' }), {
      target: { value: 'Light energy' },
    });
    const phrase1 = screen.getByRole('textbox', { name: 'New phrase for accepted phrases of point 1' });
    fireEvent.change(phrase1, { target: { value: 'light energy' } });
    fireEvent.keyDown(phrase1, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Add marking point' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Point 2: what it rewards' }), {
      target: { value: 'Chlorophyll' },
    });
    const phrase2 = screen.getByRole('textbox', { name: 'New phrase for accepted phrases of point 2' });
    fireEvent.change(phrase2, { target: { value: 'chlorophyll' } });
    fireEvent.keyDown(phrase2, { key: 'Enter' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Answer structure' }), { target: { value: 'numeric' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Expected value' }), { target: { value: '9,8' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tolerance (±)' }), { target: { value: '0.1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit' }), { target: { value: 'm/s2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create question' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/questions/77'));
    const post = callsOf(fetchMock).find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      text: 'How do plants make glucose?',
      curricula_id: 1,
      course_id: null,
      lesson_id: null,
      max_marks: 2,
      marking_type: 'points',
      levels: null,
      media: null,
      marking_points: [
        { text: 'Light energy', marks: 1, phrases: ['light energy'], position: 0 },
        { text: 'Chlorophyll', marks: 1, phrases: ['chlorophyll'], position: 1 },
      ],
      structure: { type: 'numeric', value: 9.8, tolerance: 0.1, unit: 'm/s2' },
    });
    expect(await screen.findByText('Question created.')).toBeTruthy();
  });

  it('refuses to save an incomplete question and says what to fix', async () => {
    const fetchMock = mockFetch(common, (url) => (url.pathname === '/api/v2/mafsynonyms' ? json([]) : undefined));
    renderAt('/staff/questions/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create question' }));
    expect((await screen.findByRole('alert')).textContent).toContain('cannot be saved yet');
    expect(screen.getByText('Write the question')).toBeTruthy();
    expect(screen.getByText("Choose the question's curriculum")).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);
  });

  it('saves the question, its points added, edited, removed and reordered, and its structure in one request', async () => {
    const fetchMock = mockFetch(common, (url, init) => {
      if (url.pathname === '/api/v2/questionmafedits/5/makingpoints') return json(editView());
      if (url.pathname === '/api/v2/mafsynonyms') return json([]);
      if (url.pathname === '/api/v2/questionmafs/5/scheme' && init.method === 'PUT')
        return json({ question: { ...question(), marking_points: [], structure: null }, scheme_changed: true });
      if (url.pathname === '/api/v2/questionmafs/5/regrade')
        return json({
          question_id: 5,
          answers: 4,
          skipped_teacher: 1,
          fingerprint: 'fp',
          kept: [],
          changes: [
            {
              answer_id: 80,
              assignment_id: 3,
              attempt_id: 70,
              released: false,
              answer: 'chlorophyll absorbs light',
              marks_before: 1,
              marks_after: 2,
              awarded_before: [12],
              awarded_after: [12],
            },
          ],
        });
      return undefined;
    });
    renderAt('/staff/questions/5');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Maximum marks' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove point 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add marking point' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Point 2: what it rewards' }), {
      target: { value: 'Glucose is made' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move up point 2' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Point 2: marks' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Answer structure' }), { target: { value: 'text' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    await screen.findByText(/^Question saved\. New attempts get this version; the dry run below/);
    // The server said the mark scheme changed: the dry run of re-marking answers already marked, with Apply.
    const dryRun = await screen.findByRole('region', { name: /^Regrade dry run/ });
    expect(await within(dryRun).findByRole('button', { name: 'Apply the regrade (1 mark)' })).toBeTruthy();
    const writes = callsOf(fetchMock)
      .filter((c) => c.method !== 'GET')
      .map((c) => [c.method, c.path, c.body]);
    expect(writes).toEqual([
      [
        'PUT',
        '/api/v2/questionmafs/5/scheme',
        {
          question: expect.objectContaining({ max_marks: 3, curricula_id: 1 }),
          marking_points: [
            { text: 'Glucose is made', marks: 1, phrases: [] },
            { id: 12, text: 'Chlorophyll absorbs light', marks: 2, phrases: ['chlorophyll'] },
          ],
          structure: { type: 'text' },
        },
      ],
    ]);
  });

  it('leaves the question fields out when only the points changed, and offers no regrade when the server says marking is unchanged', async () => {
    const fetchMock = mockFetch(common, (url, init) => {
      if (url.pathname === '/api/v2/questionmafedits/5/makingpoints') return json(editView());
      if (url.pathname === '/api/v2/mafsynonyms') return json([]);
      if (url.pathname === '/api/v2/questionmafs/5/scheme' && init.method === 'PUT')
        return json({ question: { ...question(), marking_points: [], structure: null }, scheme_changed: false });
      return undefined;
    });
    renderAt('/staff/questions/5');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Point 1: what it rewards' }), {
      target: { value: 'Light is the source of energy' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await screen.findByText('Question saved.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Regrade dry run/ })).toBeNull();
    const writes = callsOf(fetchMock).filter((c) => c.method !== 'GET');
    expect(writes.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'PUT',
        '/api/v2/questionmafs/5/scheme',
        {
          marking_points: [
            { id: 11, text: 'Light is the source of energy', marks: 1, phrases: ['light energy'] },
            { id: 12, text: 'Chlorophyll absorbs light', marks: 1, phrases: ['chlorophyll'] },
          ],
          structure: null,
        },
      ],
    ]);
    expect(callsOf(fetchMock).some((c) => c.path.endsWith('/regrade'))).toBe(false);
  });

  it('keeps the unsaved changes and says why when the save is refused', async () => {
    mockFetch(common, (url, init) => {
      if (url.pathname === '/api/v2/questionmafedits/5/makingpoints') return json(editView());
      if (url.pathname === '/api/v2/mafsynonyms') return json([]);
      if (url.pathname === '/api/v2/questionmafs/5/scheme' && init.method === 'PUT')
        return problem(400, 'unknown_point', 'A marking point is not one of this question', {
          errors: [{ path: 'body.marking_points.0.id', message: 'Point 11 is not a point of question 5' }],
        });
      return undefined;
    });
    renderAt('/staff/questions/5');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Maximum marks' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The question was not saved');
    expect(alert.textContent).toContain('marking_points.0.id: Point 11 is not a point of question 5');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Maximum marks' }) as HTMLInputElement).value).toBe('4');
  });
});

describe('question editor: image', () => {
  it('refuses a non-image before sending, and uploads an image as multipart field "file"', async () => {
    const fetchMock = mockFetch(common, (url, init) => {
      if (url.pathname === '/api/v2/questionmafedits/5/makingpoints') return json(editView());
      if (url.pathname === '/api/v2/mafsynonyms') return json([]);
      if (url.pathname === '/api/v2/questionmafs/5/photos' && init.method === 'POST') {
        return json({
          ...question({ photo: 'q5.png', photo_url: '/uploads/images/q5.png' }),
          marking_points: [],
          structure: null,
        });
      }
      return undefined;
    });
    renderAt('/staff/questions/5');
    const input = await screen.findByLabelText('Image file (PNG, JPEG, GIF or WebP)');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG, GIF or WebP image.');
    expect((screen.getByRole('button', { name: 'Upload image' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(input, { target: { files: [new File(['png'], 'leaf.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    expect(await screen.findByText('Image uploaded.')).toBeTruthy();
    const upload = callsOf(fetchMock).find((c) => c.path === '/api/v2/questionmafs/5/photos')!;
    expect(upload.method).toBe('POST');
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((upload.body as FormData).get('file') as File).name).toBe('leaf.png');
  });
});

describe('synonym manager', () => {
  it('shows the cleaned form as you type, and posts it with the chosen curriculum', async () => {
    const fetchMock = mockFetch(common, (url, init) => {
      if (url.pathname === '/api/v2/mafsynonyms' && init.method === 'POST') {
        return json(synonym({ id: 8, text: 'sunlight; light from the sun', curricula_id: 2 }), 201);
      }
      if (url.pathname === '/api/v2/mafsynonyms')
        return json([synonym({ id: 3, text: 'glucose; sugar', curricula_id: 1 })]);
      return undefined;
    });
    renderAt('/staff/questions/synonyms');
    expect(await screen.findByRole('cell', { name: 'glucose; sugar' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add synonym set' });
    const terms = within(form).getByRole('textbox', { name: /Terms, separated by semicolons/ });

    fireEvent.change(terms, { target: { value: 'Sunlight' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add synonym set' }));
    expect(await within(form).findByText('Give at least two terms separated by “;”')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(terms, { target: { value: ' Sunlight ;light  from the Sun; ' } });
    expect(within(form).getByText('sunlight; light from the sun').tagName).toBe('STRONG');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'AQA Chemistry' })).toBeTruthy());
    fireEvent.change(within(form).getByRole('combobox', { name: 'Applies to' }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add synonym set' }));

    expect(await screen.findByText('Synonym set added, stored as “sunlight; light from the sun”.')).toBeTruthy();
    const post = callsOf(fetchMock).find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ text: 'sunlight; light from the sun', curricula_id: 2 });
  });

  it('edits and deletes a set after confirmation', async () => {
    const fetchMock = mockFetch(common, (url, init) => {
      if (url.pathname === '/api/v2/mafsynonyms/3' && init.method === 'PATCH')
        return json(synonym({ id: 3, text: 'glucose; sugar; dextrose', curricula_id: null }));
      if (url.pathname === '/api/v2/mafsynonyms/3' && init.method === 'DELETE') return json({ success: true });
      if (url.pathname === '/api/v2/mafsynonyms')
        return json([synonym({ id: 3, text: 'glucose; sugar', curricula_id: 1 })]);
      return undefined;
    });
    renderAt('/staff/questions/synonyms');
    expect(await screen.findByRole('cell', { name: 'AQA Biology' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit synonym set “glucose; sugar”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit synonym set' });
    // The whole body (the dialog is in a portal); 'region' is off: here the page is not inside the app layout's <main>.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Terms/ }), {
      target: { value: 'glucose; sugar;Dextrose' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Applies to' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save synonym set' }));
    expect(await screen.findByText('Synonym set saved as “glucose; sugar; dextrose”.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete synonym set “glucose; sugar”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this synonym set?' });
    expect(callsOf(fetchMock).some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Synonym set “glucose; sugar” deleted.');
    const writes = callsOf(fetchMock)
      .filter((c) => c.method !== 'GET')
      .map((c) => [c.method, c.path, c.body]);
    expect(writes).toEqual([
      ['PATCH', '/api/v2/mafsynonyms/3', { text: 'glucose; sugar; dextrose', curricula_id: null }],
      ['DELETE', '/api/v2/mafsynonyms/3', undefined],
    ]);
  });
});

describe('machine-phrase review queue', () => {
  const item = (id: number, pointId: number, phrase: string) => ({
    ...machinePhrase({
      id,
      marking_point_id: pointId,
      phrase,
      status: 'proposed',
      reviewed_by: null,
      reviewed_at: null,
    }),
    point: { id: pointId, text: `Point ${pointId}`, marks: 1, phrases: ['light energy'] },
    question: { id: 5, text: 'How do plants make glucose?', curricula_id: 1 },
  });

  it('accepts a selection in bulk (one call per marking point) and edits before accepting', async () => {
    const fetchMock = mockFetch(common, (url, init) => {
      if (url.pathname === '/api/v2/markingpoints/machines')
        return json({
          items: [
            { ...item(1, 11, 'sun power'), evidence: { newly_correct: 3, newly_wrong: 1, answers: 12 } },
            { ...item(2, 12, 'green stuff'), evidence: { newly_correct: 0, newly_wrong: 0, answers: 0 } },
            item(3, 11, 'solar light'),
          ],
          total: 3,
          total_capped: false,
        });
      if (/^\/api\/v2\/markingpoints\/\d+\/machines$/.test(url.pathname) && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { decisions: { id: number }[] };
        return json(body.decisions.map((d) => machinePhrase({ id: d.id, status: 'accepted' })));
      }
      if (url.pathname === '/api/v2/markingpoints/2/machine')
        return json(machinePhrase({ id: 2, phrase: 'green pigment', status: 'accepted' }));
      if (url.pathname === '/api/v2/markingpoints/2/machine/regrade')
        return json({
          question_id: 5,
          answers: 0,
          skipped_teacher: 0,
          changes: [],
          kept: [],
          fingerprint: 'fp',
          machine_phrase_id: 2,
          marking_point_id: 12,
          phrase: url.searchParams.get('phrase'),
        });
      return undefined;
    });
    const { container } = renderAt('/staff/questions/machine-phrases');
    expect(await screen.findByText('“sun power”')).toBeTruthy();
    expect(
      screen.getByText(
        'Would newly credit 3 answers teachers credited and 1 answer they did not, of 12 answers marked',
      ),
    ).toBeTruthy();
    expect(screen.getByText('No other marked answers yet')).toBeTruthy();
    expect(screen.getByText('Typed by a teacher: not measured')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    expect(
      callsOf(fetchMock)
        .find((c) => c.path === '/api/v2/markingpoints/machines')!
        .url.searchParams.get('status'),
    ).toBe('proposed');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “sun power”' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “solar light”' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “green stuff”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    expect(
      await screen.findByText('3 phrases accepted. Check the regrade dry run below before applying it.'),
    ).toBeTruthy();
    const bulk = callsOf(fetchMock)
      .filter((c) => c.method === 'PATCH')
      .map((c) => [c.path, c.body]);
    expect(bulk).toEqual([
      [
        '/api/v2/markingpoints/11/machines',
        {
          decisions: [
            { id: 1, status: 'accepted' },
            { id: 3, status: 'accepted' },
          ],
        },
      ],
      ['/api/v2/markingpoints/12/machines', { decisions: [{ id: 2, status: 'accepted' }] }],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Edit “green stuff”' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Edit phrase “green stuff”' }), {
      target: { value: 'green pigment' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview and accept…' }));
    const before = await screen.findByRole('region', { name: 'Before accepting “green pigment”' });
    expect(await within(before).findByText('Accepting would change no marks.')).toBeTruthy();
    fireEvent.click(within(before).getByRole('button', { name: 'Accept this phrase' }));
    expect(
      await screen.findByText('“green pigment” accepted. Check the regrade dry run below before applying it.'),
    ).toBeTruthy();
    const single = callsOf(fetchMock).filter((c) => c.path === '/api/v2/markingpoints/2/machine');
    expect(single.map((c) => [c.method, c.body])).toEqual([['PATCH', { phrase: 'green pigment', status: 'accepted' }]]);
  });
});

describe('highlightSegments', () => {
  it('keeps every character, merges overlapping spans and clamps bad offsets', () => {
    const answer = 'light energy from the sun';
    const segments = highlightSegments(answer, [
      { start: 0, end: 12, label: 'Point 1', number: 1, how: 'exact' },
      { start: 6, end: 17, label: 'Point 2', number: 2, how: 'stem' },
      { start: 22, end: 99, label: 'Point 3', number: 3, how: 'synonym' },
      { start: 5, end: 5, label: 'Point 4', number: 4, how: 'exact' },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(answer);
    expect(segments.map((s) => [s.text, s.matches.map((m) => m.label)])).toEqual([
      ['light energy from', ['Point 1', 'Point 2']],
      [' the ', []],
      ['sun', ['Point 3']],
    ]);
    expect(segmentNumbers(segments[0]!.matches)).toBe('1, 2');
  });
  it('gives each point its own colour, cycling after the last one', () => {
    const classes = Array.from({ length: POINT_COLOURS }, (_, i) => pointColourClass(i + 1));
    expect(new Set(classes).size).toBe(POINT_COLOURS);
    expect(pointColourClass(POINT_COLOURS + 1)).toBe(pointColourClass(1));
  });
});
