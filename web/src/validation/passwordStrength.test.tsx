import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Provider } from '../components/ui/provider';
import { passwordStrength as labels } from '../messages';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { passwordStrength } from './passwordStrength';

describe('password strength (§5)', () => {
  it.each([
    ['', 'short', 0],
    ['12345', 'short', 50],
    ['123456', 'medium', 60],
    ['123456789', 'medium', 90],
    ['1234567890', 'strong', 100],
    ['x'.repeat(25), 'strong', 100],
  ] as const)('%j is %s at %i %%', (pw, level, percent) => {
    expect(passwordStrength(pw)).toEqual({ level, label: labels[level], percent });
  });

  it('the meter shows the level and fills the bar', () => {
    render(<Provider><PasswordStrengthMeter password="abcdefg" /></Provider>);
    expect(screen.getByText(labels.medium)).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('70');
  });
});
