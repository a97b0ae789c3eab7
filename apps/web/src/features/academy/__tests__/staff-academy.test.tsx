import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderRoutesAt } from '../../../test/feature-harness';
import { mockApi, type FetchCall } from '../../../test/mock-api';
import { staffAcademyRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const summary = (id: number, title: string, curriculaId: number, curriculaName: string, position: number) => ({
  id,
  title,
  summary: '',
  curricula_id: curriculaId,
  curricula_name: curriculaName,
  position,
  published: true,
  lessons: 2,
  enrolled: 0,
  updated_at: '2026-01-01T00:00:00.000Z',
});
const lesson = (id: number, title: string, position: number) => ({
  id,
  course_id: 5,
  title,
  content: '<p>Read this.</p>',
  quiz: [],
  position,
});

/** A small fake of the staff academy API: three courses in two curricula, one course of three lessons. */
function serve() {
  let courses = [
    summary(1, 'Marking', 8, 'AQA Biology', 0),
    summary(2, 'Practicals', 8, 'AQA Biology', 1),
    summary(3, 'Moles', 9, 'AQA Chemistry', 0),
  ];
  let lessons = [lesson(51, 'Particles', 0), lesson(52, 'Formula mass', 1), lesson(53, 'Moles at last', 2)];
  const course = () => ({ ...summary(5, 'Teaching moles', 9, 'AQA Chemistry', 0), lessons });
  return mockApi(({ url, method, body }) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/v2/academycourses' && method === 'GET') return { status: 200, body: courses };
    if (path === '/api/v2/academycourses/order' && method === 'PUT') {
      const { curricula_id: curriculaId, course_ids: ids } = body as { curricula_id: number; course_ids: number[] };
      const moved = ids.map((id, position) => ({ ...courses.find((c) => c.id === id)!, position }));
      let next = 0;
      courses = courses.map((c) => (c.curricula_id === curriculaId ? moved[next++]! : c));
      return { status: 200, body: courses };
    }
    if (path === '/api/v2/academycourses/5' && method === 'GET') return { status: 200, body: course() };
    if (path === '/api/v2/academycourses/5/lessons/order' && method === 'PUT') {
      const ids = (body as { lesson_ids: number[] }).lesson_ids;
      lessons = ids.map((id, position) => ({ ...lessons.find((l) => l.id === id)!, position }));
      return { status: 200, body: course() };
    }
    const edit = path.match(/^\/api\/v2\/academycourses\/5\/lessons\/(\d+)$/);
    if (edit && method === 'PATCH') {
      const id = Number(edit[1]);
      lessons = lessons.map((l) => (l.id === id ? { ...l, ...(body as object) } : l));
      return { status: 200, body: lessons.find((l) => l.id === id) };
    }
    if (path === '/api/v2/curriculas') return { status: 200, body: [] };
    return { status: 404, body: { type: 'about:blank', title: 'Not found', status: 404, code: 'not_found' } };
  });
}

const put = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT');

describe('/staff/academy/:courseId lessons', () => {
  it('moves a lesson with Move up / Move down, says where it went and keeps the focus on it', async () => {
    const calls = serve();
    const { container } = renderRoutesAt('/staff', staffAcademyRoutes, '/staff/academy/5');
    const list = await screen.findByRole('list', { name: 'Lessons' });
    expect((within(list).getByRole('button', { name: 'Move up: Particles' }) as HTMLButtonElement).disabled).toBe(true);
    const down = within(list).getByRole('button', { name: 'Move down: Particles' });
    down.focus();
    fireEvent.click(down);
    await waitFor(() =>
      expect(put(calls)[0]).toMatchObject({
        url: '/api/v2/academycourses/5/lessons/order',
        body: { lesson_ids: [52, 51, 53] },
      }),
    );
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('p')?.textContent),
      ).toEqual(['1. Formula mass', '2. Particles', '3. Moles at last']),
    );
    expect(screen.getByText('Particles moved to position 2 of 3.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Move down: Particles' })),
    );
    await expectNoAxeViolations(container);
  });
});

describe('/staff/academy/:courseId lesson editor', () => {
  it('edits the content in the shared rich text editor and saves it as HTML', async () => {
    const calls = serve();
    renderRoutesAt('/staff', staffAcademyRoutes, '/staff/academy/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Formula mass' }));
    const editor = await screen.findByRole('textbox', { name: 'Content' });
    expect(editor.innerHTML).toContain('Read this.');
    expect(screen.getByRole('toolbar', { name: 'Content' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save lesson' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        url: '/api/v2/academycourses/5/lessons/52',
        body: { title: 'Formula mass', content: '<p>Read this.</p>', quiz: [] },
      }),
    );
  });
});

describe('/staff/academy courses', () => {
  it('moves a course within its curriculum and saves that curriculum in its new order', async () => {
    const calls = serve();
    renderRoutesAt('/staff', staffAcademyRoutes, '/staff/academy');
    const table = await screen.findByRole('table', { name: /Academy courses/ });
    // The last course of a curriculum cannot move down into the next one.
    expect((within(table).getByRole('button', { name: 'Move down: Practicals' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((within(table).getByRole('button', { name: 'Move up: Moles' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(table).getByRole('button', { name: 'Move up: Practicals' }));
    await waitFor(() =>
      expect(put(calls)[0]).toMatchObject({
        url: '/api/v2/academycourses/order',
        body: { curricula_id: 8, course_ids: [2, 1] },
      }),
    );
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.querySelector('a')?.textContent),
      ).toEqual(['Practicals', 'Marking', 'Moles']),
    );
    expect(screen.getByText('Practicals moved to position 1 of 2 in AQA Biology.')).toBeTruthy();
  });
});
