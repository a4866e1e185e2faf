import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auth, passwordStrength, validation } from '../../messages';
import { paths } from '../../routing/paths';
import { answer, pendingOperation, renderRoute, type MockEnvironment } from '../../test/renderRoute';

async function openSignup(path: string = paths.signup) {
  const rendered = renderRoute(path);
  await answer(rendered.environment, 'ViewerProviderQuery', { viewer: null });
  await screen.findByRole('heading', { name: auth.signupTitle });
  return rendered;
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const passwordInput = () => screen.getByLabelText(new RegExp(`^${auth.password}`), { selector: 'input' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: auth.signup }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function fillValid() {
  type(textbox(auth.firstName), 'Rita');
  type(textbox(auth.lastName), 'Sun');
  type(textbox(auth.companyName), 'Sunny Co');
  type(textbox(auth.phone), '5551234567');
  type(textbox(auth.companyEmail), 'rita@sunny.example');
  type(passwordInput(), 'secret12');
}

async function submitValid(environment: MockEnvironment) {
  fillValid();
  submit();
  return (await pendingOperation(environment, 'useSignupMutation')).request.variables;
}

describe('sign-up form', () => {
  it('shows the §5 required messages on submit', async () => {
    await openSignup();
    submit();
    expect(await screen.findByText(validation.phoneRequired)).toBeTruthy();
    // First name, last name, company name, company email and password.
    expect(screen.getAllByText(validation.required)).toHaveLength(5);
    expect(document.activeElement).toBe(textbox(auth.firstName));
  });

  it('shows the format messages for phone, email and a short password', async () => {
    const { environment } = await openSignup();
    fillValid();
    type(textbox(auth.phone), '555-123');
    type(textbox(auth.companyEmail), 'rita@');
    type(passwordInput(), '12345');
    submit();
    expect(await screen.findByText(validation.phoneFormat)).toBeTruthy();
    expect(screen.getByText(validation.emailFormat)).toBeTruthy();
    expect(screen.getByText(validation.passwordTooShort)).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'useSignupMutation')).toBe(false);
  });

  it('shows a fixed +1 prefix and sends the phone as +1 and the digits', async () => {
    const { environment } = await openSignup();
    expect(screen.getByText('+1')).toBeTruthy();
    expect(await submitValid(environment)).toEqual({
      input: {
        firstName: 'Rita', lastName: 'Sun', companyName: 'Sunny Co', phoneNumber: '+15551234567',
        email: 'rita@sunny.example', password: 'secret12',
      },
    });
  });

  it('goes to /signup-result on success and refreshes the viewer', async () => {
    const { environment, router } = await openSignup();
    await submitValid(environment);
    await answer(environment, 'useSignupMutation', { signup: { isTermsAccepted: false, userErrors: [] } });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.signupResult));
    await pendingOperation(environment, 'ViewerProviderQuery');
  });

  it('shows the first message under email, phone_number or non_field_errors inline', async () => {
    const { environment, router } = await openSignup();
    await submitValid(environment);
    await answer(environment, 'useSignupMutation', {
      signup: {
        isTermsAccepted: null,
        userErrors: [
          { field: 'password', messages: ['This password is too common.'] },
          { field: 'phone_number', messages: ['Enter a valid phone number.'] },
        ],
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Enter a valid phone number.');
    expect(router.state.location.pathname).toBe(paths.signup);
  });

  it('shows the password strength while the password has focus', async () => {
    await openSignup();
    fireEvent.focus(passwordInput());
    type(passwordInput(), 'abcdefg');
    expect(await screen.findByText(passwordStrength.medium)).toBeTruthy();
    expect(screen.getByText(validation.passwordAdvice)).toBeTruthy();
  });

  it('prefills email and company name from an invite, disables the company name, and sends the token', async () => {
    const { environment } = await openSignup('/signup?token=inv-123');
    const variables = await answer(environment, 'SignupFormInviteQuery', {
      invite: { email: 'olga@sunny.example', organizationName: 'Sunny Co' },
    });
    expect(variables).toEqual({ token: 'inv-123' });
    await waitFor(() => expect(textbox(auth.companyEmail).value).toBe('olga@sunny.example'));
    expect(textbox(auth.companyName).value).toBe('Sunny Co');
    expect(textbox(auth.companyName).disabled).toBe(true);
    expect(textbox(auth.companyEmail).disabled).toBe(false);
    expect(screen.getByText(auth.invited('Sunny Co'))).toBeTruthy();

    type(textbox(auth.firstName), 'Olga');
    type(textbox(auth.lastName), 'Sun');
    type(textbox(auth.phone), '5551234567');
    type(passwordInput(), 'secret12');
    submit();
    const { input } = (await pendingOperation(environment, 'useSignupMutation')).request.variables;
    expect(input).toMatchObject({ token: 'inv-123', companyName: 'Sunny Co', email: 'olga@sunny.example' });
  });

  it('leaves the form open when the invite is invalid or used', async () => {
    const { environment } = await openSignup('/signup?token=gone');
    await answer(environment, 'SignupFormInviteQuery', { invite: null });
    await waitFor(() => expect(textbox(auth.companyName).disabled).toBe(false));
    expect(textbox(auth.companyEmail).value).toBe('');
  });
});
