import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { AppProviders } from '../App';
import { routes } from '../router';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/**
 * Answers every operation `answerOf` has data for, for as long as the test runs (a resolver queued
 * with relay-test-utils answers once and is dropped, so each answer queues the next); null leaves
 * the operation pending for the test.
 */
export function answerEvery(environment: MockEnvironment, answerOf: (operation: OperationDescriptor) => object | null) {
  environment.mock.queueOperationResolver((operation) => {
    const data = answerOf(operation as OperationDescriptor);
    if (data) answerEvery(environment, answerOf);
    return (data ?? undefined) as never;
  });
}

/**
 * Renders the real route table at `path` with a mocked gateway. Operations stay pending until a
 * test answers them with `answer`, so it can look at the variables first, unless `prepare` queues
 * resolvers before the first render.
 */
export function renderRoute(path: string, prepare?: (environment: MockEnvironment) => void) {
  const environment = createMockEnvironment();
  prepare?.(environment);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { unmount } = render(
    // @types/relay-test-utils describes relay-runtime 20's Environment; 21 ships its own types.
    <AppProviders environment={environment as unknown as Environment}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, environment, unmount };
}

/** Waits for the pending operation named `name` and returns it. */
export async function pendingOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name) as OperationDescriptor | undefined;
    if (!found) throw new Error(`${name} is not pending`);
  });
  return found!;
}

/** Answers the pending operation `name` with `data` and returns its variables. */
export async function answer(environment: MockEnvironment, name: string, data: Record<string, unknown>) {
  const operation = await pendingOperation(environment, name);
  await act(async () => {
    environment.mock.resolve(operation as never, { data } as never);
  });
  return operation.request.variables;
}
