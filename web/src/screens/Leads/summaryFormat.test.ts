import { describe, expect, it } from 'vitest';
import { formatCapacity, formatUsd, NOT_AVAILABLE } from './summaryFormat';

describe('§9 summary capacity', () => {
  it('shows MW with 2 decimals above 10,000 kW (value / 1000)', () => {
    expect(formatCapacity(12_345.678)).toBe('12.35 MW');
    expect(formatCapacity(10_000.01)).toBe('10.00 MW');
    expect(formatCapacity(1_234_567)).toBe('1,234.57 MW');
  });

  it('shows kW with 0 decimals up to 10,000 kW (the threshold itself stays kW)', () => {
    expect(formatCapacity(10_000)).toBe('10,000 kW');
    expect(formatCapacity(949.6)).toBe('950 kW');
    expect(formatCapacity(0)).toBe('0 kW');
  });

  it('falls back to the rooftop solar capacity when the system size is not a number', () => {
    expect(formatCapacity(null, 20_500)).toBe('20.50 MW');
    expect(formatCapacity(Number.NaN, 420.4)).toBe('420 kW');
    expect(formatCapacity(undefined, 12)).toBe('12 kW');
    // A real system size wins, even 0.
    expect(formatCapacity(0, 500)).toBe('0 kW');
  });

  it('shows N/A when neither is a number', () => {
    expect(formatCapacity(null, null)).toBe(NOT_AVAILABLE);
  });
});

describe('§9 summary cost', () => {
  it('is USD without cents', () => {
    expect(formatUsd(1_234_567.89)).toBe('$1,234,568');
    expect(formatUsd(950)).toBe('$950');
  });

  it('shows N/A for falsy amounts', () => {
    expect(formatUsd(0)).toBe('N/A');
    expect(formatUsd(null)).toBe('N/A');
    expect(formatUsd(Number.NaN)).toBe('N/A');
  });
});

describe('formatUsdShort (the phone strip, issue 15)', () => {
  it('is compact, and N/A where formatUsd says so', async () => {
    const { formatUsdShort } = await import('./summaryFormat');
    expect(formatUsdShort(19_440_180)).toBe('$19.4M');
    expect(formatUsdShort(2_500)).toBe('$2.5K');
    expect(formatUsdShort(0)).toBe('N/A');
    expect(formatUsdShort(null)).toBe('N/A');
  });
});
