import { describe, expect, it } from 'vitest';
import { crossoverYear, finalCumulative, savingsPoints } from './savingsData';

const flow = (yearly: number[]) => {
  let sum = 0;
  return yearly.map((savings, i) => { sum += savings; return { year: i + 1, savings, cumulativeSavings: sum }; });
};

describe('savings chart data', () => {
  it('keeps 25 years in order with their cumulative savings', () => {
    const rows = flow(Array.from({ length: 25 }, () => 1000)).reverse();
    const points = savingsPoints(rows);
    expect(points).toHaveLength(25);
    expect(points[0]).toEqual({ year: 1, savings: 1000, cumulative: 1000 });
    expect(finalCumulative(points)).toBe(25_000);
  });

  it('finds the crossover year: the first year the cumulative savings turn positive', () => {
    // A PPA that costs more at first and saves later: cumulative -500, -700, -600, -200, +400 …
    expect(crossoverYear(savingsPoints(flow([-500, -200, 100, 400, 600, 800])))).toBe(5);
    // Breaking even (exactly 0) is not yet positive.
    expect(crossoverYear(savingsPoints(flow([-10, 10, 5])))).toBe(3);
  });

  it('is year 1 when savings start positive, and null when they never turn positive', () => {
    expect(crossoverYear(savingsPoints(flow([10, 20])))).toBe(1);
    expect(crossoverYear(savingsPoints(flow([-10, -20, 0])))).toBeNull();
    expect(crossoverYear([])).toBeNull();
  });

  it('sums missing cumulative values from the yearly ones', () => {
    expect(savingsPoints([{ year: 1, savings: 5 }, { year: 2, savings: -8, cumulativeSavings: null }]).map((p) => p.cumulative)).toEqual([5, -3]);
  });
});
