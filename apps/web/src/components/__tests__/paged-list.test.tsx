import { MantineProvider, Table } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColumnHeads } from '../ColumnHeads';
import { ListCount } from '../ListCount';
import { PrevNextPager } from '../PrevNextPager';

const wrap = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('PrevNextPager', () => {
  it('renders nothing when everything fits on one page', () => {
    const { container } = wrap(<PrevNextPager page={1} pages={1} onPage={() => {}} />);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('pages back and forward, disabling the ends, in a named nav', () => {
    const onPage = vi.fn();
    wrap(<PrevNextPager page={1} pages={3} onPage={onPage} label="Bank pages" />);
    expect(screen.getByRole('navigation', { name: 'Bank pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

describe('ListCount', () => {
  it('says how many match and which page, or the empty text', () => {
    const { rerender } = wrap(<ListCount total={1} noun="template" page={1} pages={1} empty="None." />);
    expect(screen.getByRole('status').textContent).toBe('1 template; page 1 of 1.');
    rerender(
      <MantineProvider>
        <ListCount total={41} noun="template" page={2} pages={3} empty="None." />
      </MantineProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('41 templates; page 2 of 3.');
    rerender(
      <MantineProvider>
        <ListCount total={0} noun="template" page={1} pages={0} empty="None." />
      </MantineProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('None.');
  });
});

describe('ColumnHeads', () => {
  it('gives one column heading per label, in order', () => {
    wrap(
      <Table>
        <ColumnHeads labels={['Name', 'Marks']} />
      </Table>,
    );
    expect(screen.getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Name', 'col'],
      ['Marks', 'col'],
    ]);
  });
});
