import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDashboardFilters } from '../components/use-dashboard-filters';

function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ filters: useDashboardFilters(), search: useLocation().search }), { wrapper });
}

describe('the dashboards’ filters in the address', () => {
  it('keeps both of two changes made before the page re-renders (a class, then at once a course)', () => {
    const { result } = renderAt('/teacher/dashboards?tab=progress&subject=8');
    act(() => {
      result.current.filters.apply({ group: 3 });
      result.current.filters.apply({ course: 5 });
    });
    expect(Object.fromEntries(new URLSearchParams(result.current.search))).toEqual({
      tab: 'progress',
      subject: '8',
      group: '3',
      course: '5',
    });
    expect(result.current.filters.filters).toMatchObject({ tab: 'progress', subject: 8, group: 3, course: 5 });
  });

  it('drops what depends on a changed filter: a new subject clears the class, course and student', () => {
    const { result } = renderAt('/teacher/dashboards?subject=8&group=3&course=5&student=7');
    act(() => result.current.filters.apply({ subject: 9 }));
    expect(result.current.search).toBe('?subject=9');
  });
});
