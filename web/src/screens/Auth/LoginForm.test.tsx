import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { auth, errors, validation } from '../../messages';
import { paths } from '../../routing/paths';
import { answer, pendingOperation, renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';

const CREDENTIALS_REFUSED = 'Unable to log in with provided credentials.';
/** The api's lock text (api/src/messages.ts tooManyAttempts). */
const LOCKED = 'Too many failed sign-in attempts. Try again in 15 minutes.';

/** /login for a signed-out user, with the form on screen. */
async function openLogin(path: string = paths.login) {
  const rendered = renderRoute(path);
  await answer(rendered.environment, 'ViewerProviderQuery', { viewer: null });
  await screen.findByRole('heading', { name: auth.loginTitle });
  return rendered;
}

const emailInput = () => screen.getByRole('textbox', { name: auth.email });
const passwordInput = () => screen.getByLabelText(new RegExp(`^${auth.password}`), { selector: 'input' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: auth.login }));

function fill(email: string, password: string) {
  fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.change(passwordInput(), { target: { value: password } });
}

async function submitValid(environment: MockEnvironment) {
  fill('rita@sunny.example', 'secret1');
  submit();
  return (await pendingOperation(environment, 'useLoginMutation')).request.variables;
}

describe('login form', () => {
  it('shows the §5 required messages on submit and focuses the first invalid field', async () => {
    const { environment } = await openLogin();
    submit();
    expect(await screen.findByText(validation.loginEmailRequired)).toBeTruthy();
    expect(screen.getByText(validation.loginPasswordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(emailInput());
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'useLoginMutation')).toBe(false);
  });

  it('checks the email format once the field is left, and clears the message when fixed', async () => {
    await openLogin();
    fireEvent.change(emailInput(), { target: { value: 'rita@sunny' } });
    expect(screen.queryByText(validation.emailFormat)).toBeNull();
    fireEvent.blur(emailInput());
    expect(await screen.findByText(validation.emailFormat)).toBeTruthy();
    fireEvent.change(emailInput(), { target: { value: 'rita@sunny.example' } });
    await waitFor(() => expect(screen.queryByText(validation.emailFormat)).toBeNull());
  });

  it('has Remember me on by default and sends it with the credentials', async () => {
    const { environment } = await openLogin();
    expect((screen.getByRole('checkbox', { name: auth.rememberMe }) as HTMLInputElement).checked).toBe(true);
    expect(await submitValid(environment)).toEqual({
      input: { emailOrPhone: 'rita@sunny.example', password: 'secret1', rememberMe: true },
    });
  });

  it('sends rememberMe false when unticked', async () => {
    const { environment } = await openLogin();
    fireEvent.click(screen.getByRole('checkbox', { name: auth.rememberMe }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: auth.rememberMe }) as HTMLInputElement).checked).toBe(false));
    expect((await submitValid(environment)).input.rememberMe).toBe(false);
  });

  it('shows the first userErrors message inline, not as a toast', async () => {
    const { environment } = await openLogin();
    await submitValid(environment);
    await answer(environment, 'useLoginMutation', {
      login: { isTermsAccepted: null, userErrors: [{ field: null, messages: [CREDENTIALS_REFUSED, 'second'], code: 'INVALID_INPUT' }] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(CREDENTIALS_REFUSED);
    expect(screen.queryByText('second')).toBeNull();
    expect(toaster.getVisibleToasts()).toHaveLength(0);
  });

  it('shows a locked account\'s api text (RATE_LIMITED) inline, not the generic message', async () => {
    const { environment } = await openLogin();
    await submitValid(environment);
    await answer(environment, 'useLoginMutation', {
      login: { isTermsAccepted: null, userErrors: [{ field: null, messages: [LOCKED], code: 'RATE_LIMITED' }] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(LOCKED);
    expect(screen.queryByText(errors.generic)).toBeNull();
    expect(toaster.getVisibleToasts()).toHaveLength(0);
  });

  it('shows the generic message inline when the request fails', async () => {
    const { environment } = await openLogin();
    await submitValid(environment);
    const operation = await pendingOperation(environment, 'useLoginMutation');
    await act(async () => { environment.mock.reject(operation as never, new Error('offline')); });
    expect((await screen.findByRole('alert')).textContent).toContain(errors.generic);
  });

  it('refreshes the viewer on success and goes to the redirect parameter', async () => {
    const { environment, router } = await openLogin(`/login?redirect=${encodeURIComponent(paths.resources)}`);
    await submitValid(environment);
    await answer(environment, 'useLoginMutation', { login: { isTermsAccepted: true, userErrors: [] } });
    const viewerQuery = await pendingOperation(environment, 'ViewerProviderQuery');
    await act(async () => {
      environment.mock.resolve(viewerQuery as never, MockPayloadGenerator.generate(viewerQuery as never, {
        Viewer: () => viewers.regular,
      }) as never);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.resources));
  });

  it('links to password reset and sign-up', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: auth.forgotPassword }).getAttribute('href')).toBe(paths.passwordReset);
    expect(screen.getByRole('link', { name: auth.signup }).getAttribute('href')).toBe(paths.signup);
  });
});
