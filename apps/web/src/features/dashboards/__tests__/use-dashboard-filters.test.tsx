import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDashboardFilters } from '../components/use-dashboard-filters';

let apply: ReturnType<typeof useDashboardFilters>['apply'];
let search = '';

function Probe() {
  apply = useDashboardFilters().apply;
  search = useLocation().search;
  return null;
}

describe('the dashboards’ filters in the address', () => {
  it('keeps both of two changes made before the page re-renders (a class, then at once a course)', () => {
    render(
      <MemoryRouter initialEntries={['/teacher/dashboards?tab=progress&subject=8']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => {
      apply({ group: 3 });
      apply({ course: 5 });
    });
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      tab: 'progress',
      subject: '8',
      group: '3',
      course: '5',
    });
  });

  it('drops what depends on a changed filter: a new subject clears the class, course and student', () => {
    render(
      <MemoryRouter initialEntries={['/teacher/dashboards?subject=8&group=3&course=5&student=7']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => apply({ subject: 9 }));
    expect(search).toBe('?subject=9');
  });
});
