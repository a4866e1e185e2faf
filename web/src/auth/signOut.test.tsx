import { act, fireEvent, screen } from '@testing-library/react';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../components/layout/testing';
import { layout } from '../messages';
import { paths } from '../routing/paths';
import { answer, pendingOperation } from '../test/renderRoute';
import { clearSignOutPending, isSignOutPending } from './pendingSignOut';
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

  it('remembers the sign-out until the gateway hears it: refused (offline), it stays; answered, it goes', async () => {
    const { environment } = renderSignedIn(paths.leads, 'regular');
    await screen.findByRole('navigation', { name: layout.navLabel });
    const signOut = async () => {
      await press(screen.getByRole('button', { name: new RegExp(layout.accountMenu) }));
      await press(await screen.findByRole('menuitem', { name: layout.logout }));
    };
    await signOut();
    const refused = await pendingOperation(environment, 'useLogoutMutation');
    expect(isSignOutPending()).toBe(true);
    await act(async () => environment.mock.reject(refused as never, new Error('offline')));
    expect(isSignOutPending()).toBe(true);
    // Signed out here all the same, without asking the server: the viewer is gone from the store.
    const root = environment.getStore().getSource().get('client:root') as Record<string, unknown>;
    expect(root.viewer).toBeNull();
    expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).not.toContain('ViewerProviderQuery');
    clearSignOutPending();

    const second = renderSignedIn(paths.leads, 'regular');
    await screen.findAllByRole('navigation', { name: layout.navLabel });
    const buttons = screen.getAllByRole('button', { name: new RegExp(layout.accountMenu) });
    await press(buttons[buttons.length - 1]);
    await press((await screen.findAllByRole('menuitem', { name: layout.logout })).at(-1)!);
    expect(isSignOutPending()).toBe(true);
    await answer(second.environment, 'useLogoutMutation', { logout: { ok: true } });
    expect(isSignOutPending()).toBe(false);
  });
});
