import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Provider } from '../components/ui/provider';
import { OfflineBanner, savedAtLabel } from './OfflineBanner';
import { answeredFromCache, answeredOnline, connectionBack, resetOfflineStatus } from './status';
import { offlineTexts } from './texts';

afterEach(() => resetOfflineStatus());

describe('the offline banner', () => {
  it('shows the time of the data read from the offline cache, and goes when the connection is back', () => {
    render(<Provider><OfflineBanner /></Provider>);
    act(() => answeredOnline(Date.now()));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    const savedAt = Date.now() - 60_000;
    act(() => answeredFromCache(savedAt));
    expect(screen.getByRole('status').textContent).toContain(offlineTexts.showingSavedAt(savedAtLabel(savedAt)));
    expect(screen.getByRole('status').textContent).toContain(offlineTexts.changesWait);
    act(() => connectionBack());
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('does not render again for each answer while online (a store update would interrupt a transition)', () => {
    let renders = 0;
    render(<Provider><Profiler id="banner" onRender={() => { renders += 1; }}><OfflineBanner /></Profiler></Provider>);
    const first = renders;
    act(() => answeredOnline(Date.now()));
    act(() => answeredOnline(Date.now() + 1000));
    expect(renders).toBe(first);
    act(() => answeredFromCache(Date.now() - 60_000));
    expect(renders).toBe(first + 1);
  });
});
