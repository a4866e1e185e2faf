import { act, fireEvent, screen } from '@testing-library/react';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../components/layout/testing';
import { layout } from '../messages';
import { paths } from '../routing/paths';
import { pendingOperation } from '../test/renderRoute';
import { viewerQuery } from './ViewerProvider';

/** A real click, as MainLayout.test.tsx presses: Ark's menus highlight the item on pointer down. */
const press = async (element: HTMLElement) => {
  await act(async () => fireEvent.pointerDown(element));
  await act(async () => element.focus());
  await act(async () => fireEvent.click(element));
};

describe('signing out (issue 28)', () => {
  it('leaves nothing of this user readable from the in-memory store: every record is stale for the next user', async () => {
    const { environment } = renderSignedIn(paths.leads, 'regular');
    await screen.findByRole('navigation', { name: layout.navLabel });
    const viewer = createOperationDescriptor(getRequest(viewerQuery), {});
    expect(environment.check(viewer).status).toBe('available');
    await press(screen.getByRole('button', { name: new RegExp(layout.accountMenu) }));
    await press(await screen.findByRole('menuitem', { name: layout.logout }));
    await pendingOperation(environment, 'useLogoutMutation');
    expect(environment.check(viewer).status).toBe('stale');
  });
});
