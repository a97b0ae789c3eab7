import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import {
  callsOf,
  curriculaRoutes,
  examQuestion,
  expectNoAxeViolations,
  renderAt,
  stamp,
  templateSummary,
} from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const bank = [
  examQuestion(5, 'How do plants make glucose?', 2),
  examQuestion(6, 'Why are leaves green?', 3),
  examQuestion(7, 'Name the gas plants give off.', 1),
];

const quiz = {
  items: [
    {
      id: 9,
      text: 'Which organelle carries out photosynthesis?',
      curricula_id: 1,
      course_id: null,
      topic_id: null,
      lesson_id: null,
      max_marks: 1,
      options: { choices: ['Nucleus', 'Chloroplast', 'Ribosome'], correct: [1] },
      photo_url: null,
      created_at: stamp,
      updated_at: stamp,
    },
  ],
  total: 1,
  total_capped: false,
};

function bankRoutes(url: URL) {
  if (url.pathname === '/api/v2/questionmaf/exam')
    return json({ items: bank, total: bank.length, total_capped: false });
  if (url.pathname === '/api/v2/questions') return json(quiz);
  return undefined;
}

/** The question texts of each section, in order. */
function sectionOrder() {
  return screen.getAllByRole('list', { name: /^Questions of / }).map((list) =>
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('data-question-id')),
  );
}

describe('template builder', () => {
  it('adds bank questions, totals marks live, reorders by keyboard and by drag, and previews without the mark scheme', async () => {
    const fetchMock = mockFetch(curriculaRoutes, bankRoutes, (url, init) => {
      if (url.pathname === '/api/v2/examtemplates' && init.method === 'POST')
        return json({ ...templateSummary({ id: 41, name: 'Plants' }), sections: [] }, 201);
      return undefined;
    });
    const { container, router } = renderAt('/teacher/templates/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New exam template' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Plants' } });
    const details = screen.getByRole('region', { name: 'Details' });
    fireEvent.change(within(details).getByRole('combobox', { name: /^Curriculum/ }), { target: { value: '1' } });

    const bankList = await screen.findByRole('list', { name: 'Bank questions' });
    fireEvent.click(within(bankList).getByRole('button', { name: 'Add “How do plants make glucose?”' }));
    fireEvent.click(within(bankList).getByRole('button', { name: 'Add “Why are leaves green?”' }));
    expect(screen.getByText('Total: 5 marks in 2 questions')).toBeTruthy();
    // Added once: the bank now says so instead of offering it again.
    expect(within(bankList).getAllByText('In the template')).toHaveLength(2);

    // A second section, and a multiple-choice question into it.
    fireEvent.click(screen.getByRole('button', { name: 'Add a section' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title of section 2' }), { target: { value: 'Quick check' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'choice' } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Add questions to' }), { target: { value: '1' } });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add “Which organelle carries out photosynthesis?” to Quick check' }),
    );
    expect(screen.getByText('Total: 6 marks in 3 questions')).toBeTruthy();
    expect(sectionOrder()).toEqual([['5', '6'], ['9']]);

    // Keyboard: "Move down" on the first question; focus stays on the moved question's button.
    const down = screen.getByRole('button', { name: 'Move down: question 1 of Section 1' });
    down.focus();
    fireEvent.click(down);
    expect(sectionOrder()).toEqual([['6', '5'], ['9']]);
    expect(await screen.findByText('Question moved to position 2 of 2 in Section 1.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move down: question 2 of Section 1'),
    );
    // Once more: across into the next section.
    fireEvent.click(document.activeElement as HTMLElement);
    expect(sectionOrder()).toEqual([['6'], ['5', '9']]);
    fireEvent.click(screen.getByRole('button', { name: 'Move up: question 1 of Quick check' }));
    expect(sectionOrder()).toEqual([['6', '5'], ['9']]);

    // Mouse: drag the multiple-choice question onto the first row.
    const rows = () => container.querySelectorAll<HTMLElement>('li[data-question-id]');
    const dragged = [...rows()].find((r) => r.dataset.questionId === '9')!;
    const target = [...rows()].find((r) => r.dataset.questionId === '6')!;
    fireEvent.dragStart(dragged);
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    expect(sectionOrder()).toEqual([['9', '6', '5']]);
    expect(screen.getByText('No questions yet: add some from the bank, or drag one here.')).toBeTruthy();

    await expectNoAxeViolations(container);

    // The preview: answer fields and choices, never the correct choice or marking points.
    fireEvent.click(screen.getByRole('button', { name: 'Preview as a student' }));
    const preview = await screen.findByRole('region', { name: 'Preview: Plants' });
    expect(within(preview).getByText('1. Which organelle carries out photosynthesis?')).toBeTruthy();
    expect(within(preview).getByRole('radio', { name: 'Chloroplast' })).toBeTruthy();
    expect(within(preview).getByRole('textbox', { name: 'Answer to question 2' })).toBeTruthy();
    expect(preview.textContent).not.toMatch(/correct|marking point/i);
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Back to editing' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/templates/41'));
    const post = callsOf(fetchMock).find((c) => c.path === '/api/v2/examtemplates' && c.method === 'POST')!;
    expect(post.body).toMatchObject({
      name: 'Plants',
      curricula_id: 1,
      visibility: 'school',
      time_limit_seconds: null,
      sections: [
        { title: 'Section 1', question_ids: [9, 6, 5] },
        { title: 'Quick check', question_ids: [] },
      ],
    });
  });

  it('searches any type by default and labels each bank question by its type; a type narrows the search', async () => {
    const numeric = { ...examQuestion(8, 'How many chromosomes in a body cell?', 1), answer_type: 'numeric' };
    const text = { ...examQuestion(5, 'How do plants make glucose?', 2), answer_type: 'text' };
    const fetchMock = mockFetch(curriculaRoutes, (url) => {
      if (url.pathname === '/api/v2/questionmaf/exam') {
        const type = url.searchParams.get('type');
        const items = type === 'numeric' ? [numeric] : type === 'text' ? [text] : [text, numeric];
        return json({ items, total: items.length, total_capped: false });
      }
      if (url.pathname === '/api/v2/questions') return json(quiz);
      return undefined;
    });
    renderAt('/teacher/templates/new');
    const typeSelect = (await screen.findByRole('combobox', { name: 'Type' })) as HTMLSelectElement;
    expect([...typeSelect.options].map((o) => o.text)).toEqual(['Any type', 'Free text', 'Multiple choice', 'Numeric']);
    expect(typeSelect.value).toBe('any');

    const bankList = await screen.findByRole('list', { name: 'Bank questions' });
    const row = (text: string) => within(bankList).getByText(text).closest('li')!;
    await waitFor(() => expect(within(bankList).getByText('Which organelle carries out photosynthesis?')).toBeTruthy());
    expect(row('How do plants make glucose?').textContent).toContain('Free text · 2 marks');
    expect(row('How many chromosomes in a body cell?').textContent).toContain('Numeric · 1 mark');
    expect(row('Which organelle carries out photosynthesis?').textContent).toContain('Multiple choice · 1 mark');
    const anyCall = callsOf(fetchMock).find((c) => c.path === '/api/v2/questionmaf/exam')!;
    expect(anyCall.url.searchParams.get('type')).toBeNull();
    expect(screen.getByText('3 questions; page 1 of 1.')).toBeTruthy();

    fireEvent.change(typeSelect, { target: { value: 'numeric' } });
    await waitFor(() => expect(within(bankList).queryByText('How do plants make glucose?')).toBeNull());
    expect(within(bankList).queryByText('Which organelle carries out photosynthesis?')).toBeNull();
    expect(row('How many chromosomes in a body cell?').textContent).toContain('Numeric');
  });

  it('shows the server’s field errors next to the fields', async () => {
    mockFetch(curriculaRoutes, bankRoutes, (url, init) => {
      if (url.pathname === '/api/v2/examtemplates' && init.method === 'POST')
        return problem(400, 'validation_failed', 'Bad Request', {
          detail: 'The request body is invalid',
          errors: [
            { path: 'body.name', message: 'Give the template a name' },
            { path: 'body.curricula_id', message: 'Pick the curriculum of the template' },
          ],
        });
      return undefined;
    });
    const { container } = renderAt('/teacher/templates/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Give the template a name')).toBeTruthy();
    expect(screen.getByText('Pick the curriculum of the template')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please correct the fields marked above.');
    expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('opens a saved template from its tree, read-only when it is not the teacher’s', async () => {
    mockFetch(curriculaRoutes, bankRoutes, (url) => {
      if (url.pathname === '/api/v2/examtemplates/40')
        return json({ ...templateSummary({ editable: false, central: true, author: null }), sections: [] });
      if (url.pathname === '/api/v2/examtemplates/40/twigs')
        return json({
          id: 40,
          name: 'Photosynthesis check',
          total_marks: 5,
          sections: [
            {
              id: 1,
              position: 0,
              title: 'Part A',
              marks: 5,
              questions: [
                {
                  question_id: 12,
                  position: 0,
                  kind: 'maf',
                  text: 'What is the mass of 2 moles of water?',
                  max_marks: 2,
                  photo_url: null,
                  structure: { type: 'numeric', value: 36, tolerance: 0.5, unit: 'g' },
                  choices: null,
                  correct: null,
                  marking_points: [{ id: 1, position: 0, text: '36 g', marks: 2 }],
                },
              ],
            },
          ],
        });
      return undefined;
    });
    const { container } = renderAt('/teacher/templates/40');
    const preview = await screen.findByRole('region', { name: 'Preview: Photosynthesis check' });
    expect(within(preview).getByRole('textbox', { name: 'Answer to question 1' })).toBeTruthy();
    expect(preview.textContent).toContain('g');
    expect(preview.textContent).not.toContain('36 g');
    expect(screen.queryByRole('button', { name: /Save template/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Set as an assignment' }).getAttribute('href')).toBe(
      '/teacher/assignments/new?template=40',
    );
    await expectNoAxeViolations(container);
  });
});
