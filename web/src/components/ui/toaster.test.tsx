import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_TOAST_MS } from '../../constants';
import { errors } from '../../messages';
import { Provider } from './provider';
import { notifyError, notifySuccess, toaster } from './toaster';

afterEach(() => act(() => toaster.remove()));

describe('error display (§8, §9)', () => {
  it('shows an error toast for 10 seconds', async () => {
    render(<Provider><div /></Provider>);
    let id = '';
    act(() => { id = notifyError(errors.generic); });
    expect(await screen.findByText(errors.generic)).toBeTruthy();
    const toast = toaster.getVisibleToasts().find((t) => t.id === id);
    expect(toast?.type).toBe('error');
    expect(toast?.duration).toBe(ERROR_TOAST_MS);
    expect(ERROR_TOAST_MS).toBe(10_000);
  });

  it('shows success messages', async () => {
    render(<Provider><div /></Provider>);
    act(() => { notifySuccess('Profile updated successfully.'); });
    expect(await screen.findByText('Profile updated successfully.')).toBeTruthy();
  });
});
