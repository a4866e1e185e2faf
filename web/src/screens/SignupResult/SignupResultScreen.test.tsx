import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { auth, signupResult } from '../../messages';
import { paths } from '../../routing/paths';
import { answer, pendingOperation, renderRoute } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const goToDashboard = () => screen.findByRole('button', { name: signupResult.goToDashboard });

// Every sign-up starts with the terms unaccepted; §4 lets the new user in anyway (the chain runs at the next login).
const newUser = { ...viewers.regular, isTermsAccepted: false };

describe('sign-up result (/signup-result)', () => {
  it('follows a successful sign-up, and Go To Dashboard leads the new user (terms not yet accepted) to the leads list', async () => {
    const { environment, router } = renderRoute(paths.signup);
    await answer(environment, 'ViewerProviderQuery', { viewer: null });
    type(await screen.findByRole('textbox', { name: auth.firstName }), 'Rita');
    type(screen.getByRole('textbox', { name: auth.lastName }), 'Sun');
    type(screen.getByRole('textbox', { name: auth.companyName }), 'Sunny Co');
    type(screen.getByRole('textbox', { name: auth.phone }), '5551234567');
    type(screen.getByRole('textbox', { name: auth.companyEmail }), 'rita@sunny.example');
    type(screen.getByLabelText(new RegExp(`^${auth.password}`), { selector: 'input' }), 'secret12');
    fireEvent.click(screen.getByRole('button', { name: auth.signup }));
    await answer(environment, 'useSignupMutation', { signup: { isTermsAccepted: false, userErrors: [] } });

    expect(await screen.findByRole('heading', { name: signupResult.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.signupResult);
    const viewerQuery = await pendingOperation(environment, 'ViewerProviderQuery');
    await act(async () => {
      environment.mock.resolve(viewerQuery as never, MockPayloadGenerator.generate(viewerQuery as never, { Viewer: () => newUser }) as never);
    });
    // Still here once signed in (the route is not login-only), now greeting the user by name.
    expect(await screen.findByText(signupResult.welcome(viewers.regular.firstName))).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.signupResult);

    fireEvent.click(await goToDashboard());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.leads));
  });

  it('without a signed-in viewer, Go To Dashboard still goes to / and the guards send the user to log in', async () => {
    const { environment, router } = renderRoute(paths.signupResult);
    await answer(environment, 'ViewerProviderQuery', { viewer: null });
    expect(await screen.findByText(signupResult.welcome(null))).toBeTruthy();
    fireEvent.click(await goToDashboard());
    await screen.findByRole('heading', { name: auth.loginTitle });
    expect(router.state.location.pathname).toBe(paths.login);
  });
});
