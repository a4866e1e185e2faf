import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstRowsFirst } from './firstRowsFirst';

function Rows({ total }: { total: number }) {
  const shown = useFirstRowsFirst(total, 8);
  return <ul>{Array.from({ length: shown }, (_, i) => <li key={i}>{i}</li>)}</ul>;
}

afterEach(() => vi.useRealTimers());

describe('the first screenful of rows first (issue 28)', () => {
  it('draws the first rows in the first commit and the rest in later ones, then every answer at once', async () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<Rows total={20} />);
    expect(container.querySelectorAll('li')).toHaveLength(8);
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(container.querySelectorAll('li')).toHaveLength(16);
    await act(async () => { await vi.runAllTimersAsync(); });
    expect(container.querySelectorAll('li')).toHaveLength(20);
    // Drawn in full once: every later answer (a search, a bigger page) comes whole.
    rerender(<Rows total={5} />);
    expect(container.querySelectorAll('li')).toHaveLength(5);
    rerender(<Rows total={50} />);
    expect(container.querySelectorAll('li')).toHaveLength(50);
  });

  it('draws a short list whole at once', () => {
    const { container } = render(<Rows total={3} />);
    expect(container.querySelectorAll('li')).toHaveLength(3);
  });
});
