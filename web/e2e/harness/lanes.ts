import { availableParallelism } from 'node:os';

/**
 * The journeys run in lanes: each lane is one vitest worker with a stack of its own (api, gateway,
 * data dir, mail file), so two journeys at once never share a database and each sees exactly what
 * it would alone. One lane per core this process may use, at most two (the machines we test on
 * have two; a third lane only adds contention). E2E_LANES overrides it (1 = one after another).
 */
export function journeyLanes(): number {
  const asked = Number(process.env.E2E_LANES);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.max(1, Math.min(2, availableParallelism()));
}

/** What a journey reaches of its lane's stack. */
export interface Lane {
  baseUrl: string;
  /** The api itself (…/api), for test-only hooks (API_TEST_HOOKS). */
  apiUrl: string;
  /** Where the lane's api logs each mail (see stack.ts readMails). */
  mailFile: string;
  /** The harness's control address (issue 26): POST /api/stop and /api/start stop and restart the lane's api. */
  controlUrl: string;
}
