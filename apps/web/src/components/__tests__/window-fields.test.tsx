import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WindowFields } from '../WindowFields';

describe('WindowFields', () => {
  it('labels the end of the window as asked, reports changes and shows each error by its field', () => {
    const onCloses = vi.fn();
    const onLimit = vi.fn();
    render(
      <MantineProvider>
        <WindowFields
          opens={{ label: 'Opens', value: '2026-11-27T09:00', onChange: vi.fn() }}
          closes={{ label: 'Due', value: '', onChange: onCloses, error: 'Due must be after it opens' }}
          closesNoun="due time"
          timeLimitMinutes={null}
          onTimeLimitMinutes={onLimit}
          timeLimitError="At most 1440 minutes"
        />
      </MantineProvider>,
    );
    const due = screen.getByLabelText(/^Due/) as HTMLInputElement;
    expect(due.required).toBe(true);
    expect(due.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Due must be after it opens')).toBeTruthy();
    expect((screen.getByLabelText(/^Opens/) as HTMLInputElement).value).toBe('2026-11-27T09:00');
    expect(
      screen.getByText('Counted from when a student starts; empty for none (the due time still applies).'),
    ).toBeTruthy();
    expect(screen.getByText('At most 1440 minutes')).toBeTruthy();

    fireEvent.change(due, { target: { value: '2026-11-28T09:00' } });
    expect(onCloses).toHaveBeenCalledWith('2026-11-28T09:00');
    fireEvent.change(screen.getByLabelText(/^Time limit \(minutes\)/), { target: { value: '45' } });
    expect(onLimit).toHaveBeenLastCalledWith(45);
  });
});
