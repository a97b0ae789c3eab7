import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES_MESSAGE } from '../../../lib/use-unsaved-changes';
import { renderRoutesAt } from '../../../test/feature-harness';
import { json, mockFetch } from '../../../test/fetch-mock';
import { staffExamTemplateRoutes } from '../routes';
import { callsOf, curriculaRoutes, examQuestion, expectNoAxeViolations, templateSummary } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const bank = [examQuestion(5, 'How do plants make glucose?', 2), examQuestion(6, 'Why are leaves green?', 3)];

function bankRoutes(url: URL) {
  if (url.pathname === '/api/v2/questionmaf/exam')
    return json({ items: bank, total: bank.length, total_capped: false });
  if (url.pathname === '/api/v2/questions') return json({ items: [], total: 0, total_capped: false });
  return undefined;
}

const central = (overrides: Parameters<typeof templateSummary>[0] = {}) =>
  templateSummary({ id: 41, name: 'Photosynthesis checkpoint', central: true, school_id: null, ...overrides });

/** Routes of the staff template page the builder lands on after a save. */
function staffPageRoutes(url: URL) {
  if (url.pathname === '/api/v2/centrals/41/checkpoint-topics') return json([]);
  return undefined;
}

const renderStaffAt = (path: string) => renderRoutesAt('/staff', staffExamTemplateRoutes, path);

describe('central template builder', () => {
  it('creates a central template from the staff list through the central endpoint and lands on its page', async () => {
    let created = false;
    const fetchMock = mockFetch(curriculaRoutes, bankRoutes, staffPageRoutes, (url, init) => {
      if (url.pathname === '/api/v2/central/template') return json({ items: [], total: 0, page: 1, limit: 20 });
      if (url.pathname === '/api/v2/centrals/examtemplates' && init.method === 'POST') {
        created = true;
        return json({ ...central({ question_count: 2, total_marks: 5 }), sections: [] }, 201);
      }
      if (url.pathname === '/api/v2/examtemplates/41' && created)
        return json({ ...central({ question_count: 2, total_marks: 5 }), sections: [] });
      return undefined;
    });
    const { container, router } = renderStaffAt('/staff/exam-templates');
    fireEvent.click(await screen.findByRole('link', { name: 'New central template' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'New central template' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/staff/exam-templates/new');
    // A central template is public: no per-school visibility to choose.
    expect(screen.queryByRole('radiogroup', { name: 'Who can see it' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Only me' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Central exam templates' }).getAttribute('href')).toBe(
      '/staff/exam-templates',
    );

    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Photosynthesis checkpoint' },
    });
    const details = screen.getByRole('region', { name: 'Details' });
    fireEvent.change(within(details).getByRole('combobox', { name: /^Curriculum/ }), { target: { value: '1' } });
    fireEvent.change(within(details).getByRole('textbox', { name: /^Time limit/ }), { target: { value: '30' } });
    const bankList = await screen.findByRole('list', { name: 'Bank questions' });
    fireEvent.click(within(bankList).getByRole('button', { name: 'Add “How do plants make glucose?”' }));
    fireEvent.click(within(bankList).getByRole('button', { name: 'Add “Why are leaves green?”' }));
    expect(screen.getByText('Total: 5 marks in 2 questions')).toBeTruthy();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/exam-templates/41'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Photosynthesis checkpoint' })).toBeTruthy();

    const calls = callsOf(fetchMock);
    const post = calls.find((c) => c.path === '/api/v2/centrals/examtemplates' && c.method === 'POST')!;
    expect(post.body).toEqual({
      name: 'Photosynthesis checkpoint',
      instructions: null,
      curricula_id: 1,
      course_id: null,
      lesson_ids: [],
      time_limit_seconds: 1800,
      sections: [{ title: 'Section 1', question_ids: [5, 6] }],
    });
    // Never through the teachers' endpoint.
    expect(calls.some((c) => c.path === '/api/v2/examtemplates' && c.method === 'POST')).toBe(false);
    // The bank is searched as staff may: every curriculum, through the same search routes.
    expect(calls.some((c) => c.path === '/api/v2/questionmaf/exam')).toBe(true);
  });

  it('edits a central template from its page through the central PATCH and comes back to the page', async () => {
    let name = 'Photosynthesis checkpoint';
    const fetchMock = mockFetch(curriculaRoutes, bankRoutes, staffPageRoutes, (url, init) => {
      if (url.pathname === '/api/v2/examtemplates/41')
        return json({ ...central({ name, question_count: 1, total_marks: 2 }), sections: [] });
      if (url.pathname === '/api/v2/examtemplates/41/twigs')
        return json({
          id: 41,
          name,
          total_marks: 2,
          sections: [
            {
              id: 1,
              position: 0,
              title: 'Part A',
              marks: 2,
              questions: [
                {
                  question_id: 5,
                  position: 0,
                  kind: 'maf',
                  text: 'How do plants make glucose?',
                  max_marks: 2,
                  photo_url: null,
                  structure: null,
                  choices: null,
                  correct: null,
                  marking_points: [{ id: 1, position: 0, text: 'photosynthesis', marks: 2 }],
                },
              ],
            },
          ],
        });
      if (url.pathname === '/api/v2/centrals/41/examtemplate' && init.method === 'PATCH') {
        name = 'Photosynthesis end-of-topic check';
        return json({ ...central({ name, question_count: 2, total_marks: 5 }), sections: [] });
      }
      return undefined;
    });
    const { container, router } = renderStaffAt('/staff/exam-templates/41');
    fireEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/exam-templates/41/edit'));

    const nameInput = await screen.findByRole('textbox', { name: /^Name/ });
    expect((nameInput as HTMLInputElement).value).toBe('Photosynthesis checkpoint');
    expect(screen.queryByRole('link', { name: 'Set as an assignment' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Only me' })).toBeNull();
    fireEvent.change(nameInput, { target: { value: 'Photosynthesis end-of-topic check' } });
    const bankList = await screen.findByRole('list', { name: 'Bank questions' });
    fireEvent.click(within(bankList).getByRole('button', { name: 'Add “Why are leaves green?”' }));
    expect(screen.getByText('Total: 5 marks in 2 questions')).toBeTruthy();
    await expectNoAxeViolations(container);

    // Unsaved edits: leaving asks first, and saying no keeps the builder and the edits.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('link', { name: 'Central exam templates' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(router.state.location.pathname).toBe('/staff/exam-templates/41/edit');
    confirm.mockRestore();

    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/exam-templates/41'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Photosynthesis end-of-topic check' })).toBeTruthy();

    const calls = callsOf(fetchMock);
    const patch = calls.find((c) => c.path === '/api/v2/centrals/41/examtemplate' && c.method === 'PATCH')!;
    expect(patch.body).toMatchObject({
      name: 'Photosynthesis end-of-topic check',
      curricula_id: 1,
      sections: [{ title: 'Part A', question_ids: [5, 6] }],
    });
    expect(patch.body).not.toHaveProperty('visibility');
    expect(calls.some((c) => c.path === '/api/v2/examtemplates/41' && c.method === 'PATCH')).toBe(false);
  });

  it('leaves a template opened and not changed without asking', async () => {
    mockFetch(curriculaRoutes, bankRoutes, staffPageRoutes, (url) => {
      if (url.pathname === '/api/v2/examtemplates/41') return json({ ...central({ lesson_ids: [100] }), sections: [] });
      if (url.pathname === '/api/v2/examtemplates/41/twigs')
        return json({ id: 41, name: 'Photosynthesis checkpoint', total_marks: 0, sections: [] });
      if (url.pathname === '/api/v2/central/template') return json({ items: [], total: 0, page: 1, limit: 20 });
      return undefined;
    });
    const { router } = renderStaffAt('/staff/exam-templates/41/edit');
    await screen.findByRole('textbox', { name: /^Name/ });
    await screen.findByRole('list', { name: 'Bank questions' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('link', { name: 'Central exam templates' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/exam-templates'));
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('refuses to edit a school’s template as a central one', async () => {
    mockFetch(curriculaRoutes, bankRoutes, (url) => {
      if (url.pathname === '/api/v2/examtemplates/40')
        return json({ ...templateSummary({ id: 40, central: false, editable: false }), sections: [] });
      if (url.pathname === '/api/v2/examtemplates/40/twigs')
        return json({ id: 40, name: 'Plants', total_marks: 0, sections: [] });
      return undefined;
    });
    renderStaffAt('/staff/exam-templates/40/edit');
    expect(await screen.findByRole('heading', { level: 1, name: /What are you doing here/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save template' })).toBeNull();
  });
});
