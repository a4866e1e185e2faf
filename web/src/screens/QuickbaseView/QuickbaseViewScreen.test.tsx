import { act, screen, waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { errors } from '../../messages';
import { renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';

function renderView(path: string) {
  return renderRoute(path, (environment) =>
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.name === 'ViewerProviderQuery'
        ? MockPayloadGenerator.generate(operation, { Viewer: () => viewers.regular })
        : null,
    ));
}

async function answerMedia(environment: MockEnvironment, mediaFile: object | null) {
  let operation: OperationDescriptor | undefined;
  await waitFor(() => {
    operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'QuickbaseViewScreenQuery') as OperationDescriptor | undefined;
    if (!operation) throw new Error('not pending');
  }, { timeout: 8000 });
  await act(async () => {
    environment.mock.resolve(operation as never, { data: { mediaFile } } as never);
  });
  return operation!.request.variables;
}

describe('Quickbase view', { timeout: 60_000 }, () => {
  it('fetches the media file, then replaces itself with the external preview (no Back button there)', async () => {
    const { environment, router } = renderView('/quickbase-view?filepath=leads%2F7%2Fbill.pdf&filename=bill.pdf&leadname=Napa%20Winery');
    expect(await answerMedia(environment, { url: 'http://portal.test/m/bill.pdf', name: 'bill.pdf', contentType: 'application/pdf' })).toEqual({ path: 'leads/7/bill.pdf' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/document-preview'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ filepath: 'leads/7/bill.pdf', filename: 'bill.pdf', leadname: 'Napa Winery', external: '1' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says §8 "Something went wrong" when the file cannot be had', async () => {
    const { environment, router } = renderView('/quickbase-view?filepath=nope&filename=a.pdf&leadname=X');
    await answerMedia(environment, null);
    expect((await screen.findByRole('alert')).textContent).toContain(errors.mediaFetch);
    expect(router.state.location.pathname).toBe('/quickbase-view');
  });
});
