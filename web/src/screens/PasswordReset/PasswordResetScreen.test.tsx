import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errors, passwordReset, success, validation } from '../../messages';
import { paths } from '../../routing/paths';
import { answer, pendingOperation, renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { resetLinkText } from './texts';

/** /password-reset (optionally with a query) for a signed-out user. */
async function open(search = '') {
  const rendered = renderRoute(`${paths.passwordReset}${search}`);
  await answer(rendered.environment, 'ViewerProviderQuery', { viewer: null });
  return rendered;
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const isPending = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().some((op) => op.request.node.params.name === name);

describe('password reset request (no token)', () => {
  const email = () => screen.getByRole('textbox', { name: passwordReset.email });
  const send = () => fireEvent.click(screen.getByRole('button', { name: passwordReset.send }));

  it('checks the email like the login form before sending', async () => {
    const { environment } = await open();
    await screen.findByRole('heading', { name: passwordReset.requestTitle });
    send();
    expect(await screen.findByText(validation.loginEmailRequired)).toBeTruthy();
    type(email(), 'rita@sunny');
    send();
    expect(await screen.findByText(validation.emailFormat)).toBeTruthy();
    expect(isPending(environment, 'useRequestPasswordResetMutation')).toBe(false);
  });

  it('sends the email and shows the §8 message in place of the form', async () => {
    const { environment } = await open();
    await screen.findByRole('heading', { name: passwordReset.requestTitle });
    type(email(), ' rita@sunny.example ');
    send();
    const variables = await answer(environment, 'useRequestPasswordResetMutation', {
      requestPasswordReset: { ok: true, message: null, userErrors: [] },
    });
    expect(variables).toEqual({ email: 'rita@sunny.example' });
    // A polite status, so screen readers announce it.
    expect((await screen.findByText(success.passwordResetRequested)).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: passwordReset.send })).toBeNull();
  });

  it('shows the api refusal inline and keeps the form', async () => {
    const { environment } = await open();
    await screen.findByRole('heading', { name: passwordReset.requestTitle });
    type(email(), 'nobody@sunny.example');
    send();
    await answer(environment, 'useRequestPasswordResetMutation', {
      requestPasswordReset: { ok: false, message: null, userErrors: [{ field: 'email', messages: ['No account with this email.'], code: 'INVALID_INPUT' }] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('No account with this email.');
    expect(screen.getByRole('button', { name: passwordReset.send })).toBeTruthy();
  });

  it('shows the generic message when the request fails', async () => {
    const { environment } = await open();
    await screen.findByRole('heading', { name: passwordReset.requestTitle });
    type(email(), 'rita@sunny.example');
    send();
    const operation = await pendingOperation(environment, 'useRequestPasswordResetMutation');
    await act(async () => { environment.mock.reject(operation as never, new Error('offline')); });
    expect((await screen.findByRole('alert')).textContent).toContain(errors.generic);
  });

  it('links back to login', async () => {
    await open();
    await screen.findByRole('heading', { name: passwordReset.requestTitle });
    expect(screen.getByRole('link', { name: passwordReset.backToLogin }).getAttribute('href')).toBe(paths.login);
  });
});

describe('setting the new password (?token=)', () => {
  const password = () => screen.getByLabelText(new RegExp(`^${passwordReset.newPassword}`), { selector: 'input' });
  const confirm = () => screen.getByLabelText(new RegExp(`^${passwordReset.confirmPassword}`), { selector: 'input' });
  const save = () => fireEvent.click(screen.getByRole('button', { name: passwordReset.save }));

  async function openWithToken() {
    const rendered = await open('?token=tok-42');
    await screen.findByRole('heading', { name: passwordReset.setTitle });
    const variables = await answer(rendered.environment, 'useResetLinkCheckQuery', { passwordResetLink: { valid: true, message: null } });
    expect(variables).toEqual({ token: 'tok-42' });
    await screen.findByRole('button', { name: passwordReset.save });
    return rendered;
  }

  it('requires at least 6 characters and a matching confirmation', async () => {
    const { environment } = await openWithToken();
    save();
    expect(await screen.findAllByText(validation.required)).toHaveLength(2);
    type(password(), '12345');
    type(confirm(), '12345');
    save();
    expect(await screen.findByText(validation.passwordTooShort)).toBeTruthy();
    type(password(), 'secret12');
    save();
    expect(await screen.findByText(passwordReset.mismatch)).toBeTruthy();
    // Fixing the confirmation clears its message.
    type(confirm(), 'secret12');
    await waitFor(() => expect(screen.queryByText(passwordReset.mismatch)).toBeNull());
    expect(isPending(environment, 'useResetPasswordMutation')).toBe(false);
  });

  it('sends the token with the new password, then shows the §8 message and a link to log in', async () => {
    const { environment } = await openWithToken();
    type(password(), 'secret12');
    type(confirm(), 'secret12');
    save();
    const variables = await answer(environment, 'useResetPasswordMutation', {
      resetPassword: { ok: true, message: null, userErrors: [] },
    });
    expect(variables).toEqual({ token: 'tok-42', password: 'secret12' });
    expect(await screen.findByText(success.passwordChanged)).toBeTruthy();
    expect(screen.getByRole('link', { name: passwordReset.goToLogin }).getAttribute('href')).toBe(paths.login);
  });

  it('checks the link as the page opens: an expired or used one says so and offers a new one, with no password asked', async () => {
    const { environment } = await open('?token=used-1');
    // Until the gateway answers, nothing to type yet.
    expect(await screen.findByRole('status', { name: resetLinkText.checking })).toBeTruthy();
    expect(screen.queryByRole('button', { name: passwordReset.save })).toBeNull();
    await answer(environment, 'useResetLinkCheckQuery', { passwordResetLink: { valid: false, message: resetLinkText.linkInvalid } });
    expect((await screen.findByRole('alert')).textContent).toContain(resetLinkText.linkInvalid);
    expect(screen.getByRole('heading', { name: passwordReset.requestTitle })).toBeTruthy();
    expect(screen.queryByLabelText(new RegExp(`^${passwordReset.newPassword}`))).toBeNull();
    // The request form, empty, sends a new link.
    const email = screen.getByRole('textbox', { name: passwordReset.email }) as HTMLInputElement;
    expect(email.value).toBe('');
    type(email, 'rita@sunny.example');
    fireEvent.click(screen.getByRole('button', { name: passwordReset.send }));
    expect(await answer(environment, 'useRequestPasswordResetMutation', { requestPasswordReset: { ok: true, message: null, userErrors: [] } }))
      .toEqual({ email: 'rita@sunny.example' });
    expect(await screen.findByText(success.passwordResetRequested)).toBeTruthy();
  });

  it('a link that expires while the page is open (EXPIRED_LINK) turns into the same offer', async () => {
    const { environment } = await openWithToken();
    type(password(), 'secret12');
    type(confirm(), 'secret12');
    save();
    await answer(environment, 'useResetPasswordMutation', {
      resetPassword: { ok: false, message: null, userErrors: [{ field: 'token', messages: [resetLinkText.linkInvalid], code: 'EXPIRED_LINK' }] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(resetLinkText.linkInvalid);
    expect(screen.getByRole('button', { name: passwordReset.send })).toBeTruthy();
    expect(screen.queryByText(success.passwordChanged)).toBeNull();
  });

  it('a refused password shows under the password field', async () => {
    const { environment } = await openWithToken();
    type(password(), 'secret12');
    type(confirm(), 'secret12');
    save();
    await answer(environment, 'useResetPasswordMutation', {
      resetPassword: { ok: false, message: null, userErrors: [{ field: 'password', messages: ['This password is too common.'], code: 'INVALID_INPUT' }] },
    });
    await waitFor(() => expect(password().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This password is too common.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the check cannot be made, the form still shows (the change gives the answer)', async () => {
    const { environment } = await open('?token=tok-9');
    const operation = await pendingOperation(environment, 'useResetLinkCheckQuery');
    await act(async () => { environment.mock.reject(operation as never, new Error('offline')); });
    expect(await screen.findByRole('button', { name: passwordReset.save })).toBeTruthy();
  });
});
