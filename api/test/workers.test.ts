import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { workerCount } from '@portal/service-kit';

describe('GATEWAY_WORKERS / API_WORKERS (issue 13)', () => {
  it('reads a count, "auto" as one per core, and anything else as one process', () => {
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount('2')).toBe(2);
    expect(workerCount(' AUTO ')).toBe(os.availableParallelism());
    for (const bad of ['0', '-3', '1.5', 'many', '']) expect(workerCount(bad)).toBe(1);
    expect(workerCount('1000')).toBe(64);
  });
});
