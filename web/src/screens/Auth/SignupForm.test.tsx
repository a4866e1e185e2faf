import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auth, passwordStrength, validation } from '../../messages';
import { paths } from '../../routing/paths';
import { answer, pendingOperation, renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { inviteText } from './texts';

async function openSignup(path: string = paths.signup) {
  const rendered = renderRoute(path);
  await answer(rendered.environment, 'ViewerProviderQuery', { viewer: null });
  await screen.findByRole('heading', { name: auth.signupTitle });
  return rendered;
}

const TOO_LONG = (n: number) => `Ensure this field has no more than ${n} characters.`;
/** The error text of the field an input belongs to (Chakra's Field wires it to aria-describedby). */
async function fieldMessage(input: HTMLElement) {
  await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  return input.closest('[data-scope="field"][data-part="root"]')?.querySelector('[data-part="error-text"]')?.textContent ?? null;
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

  it('inputs carry the api\'s limits, so typing cannot exceed them', async () => {
    await openSignup();
    expect(textbox(auth.firstName).maxLength).toBe(150);
    expect(textbox(auth.lastName).maxLength).toBe(150);
    expect(textbox(auth.companyName).maxLength).toBe(200);
    expect(textbox(auth.companyEmail).maxLength).toBe(254);
    // Issue 26: no maxLength on the phone (it cut a pasted "(937) 555-0142"); the field keeps ten digits.
    expect(textbox(auth.phone).maxLength).toBe(-1);
    expect((passwordInput() as HTMLInputElement).maxLength).toBe(128);
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

  it('shows each refused field\'s message under that field, all at once, and the whole input\'s in the alert', async () => {
    const { environment, router } = await openSignup();
    await submitValid(environment);
    await answer(environment, 'useSignupMutation', {
      signup: {
        isTermsAccepted: null,
        userErrors: [
          { field: 'input.password', messages: ['This password is too common.'], code: 'INVALID_INPUT' },
          { field: 'input.phoneNumber', messages: ['Enter a valid phone number.'], code: 'INVALID_INPUT' },
          { field: 'input.email', messages: ['A user with this email already exists.'], code: 'INVALID_INPUT' },
          { field: 'input.firstName', messages: [TOO_LONG(150)], code: 'INVALID_INPUT' },
          { field: 'input.companyName', messages: [TOO_LONG(200)], code: 'INVALID_INPUT' },
          { field: null, messages: ['Sign-ups are closed today.'], code: 'INVALID_INPUT' },
        ],
      },
    });
    expect(await fieldMessage(textbox(auth.companyEmail))).toBe('A user with this email already exists.');
    expect(await fieldMessage(textbox(auth.phone))).toBe('Enter a valid phone number.');
    expect(await fieldMessage(passwordInput())).toBe('This password is too common.');
    expect(await fieldMessage(textbox(auth.firstName))).toBe(TOO_LONG(150));
    expect(await fieldMessage(textbox(auth.companyName))).toBe(TOO_LONG(200));
    expect(textbox(auth.phone).getAttribute('aria-invalid')).toBe('true');
    // The whole input's refusal is the one alert; no field's message is left without its field.
    expect(screen.getByRole('alert').textContent).toBe('Sign-ups are closed today.');
    expect(document.activeElement).toBe(textbox(auth.firstName));
    expect(router.state.location.pathname).toBe(paths.signup);
    // Editing a refused field takes its server message away.
    type(textbox(auth.companyEmail), 'rita2@sunny.example');
    await waitFor(() => expect(screen.queryByText('A user with this email already exists.')).toBeNull());
    expect(screen.getByText('Enter a valid phone number.')).toBeTruthy();
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

  it('says an unknown, used or expired invite is invalid and offers a plain sign-up instead of the form', async () => {
    const { environment, router } = await openSignup('/signup?token=gone');
    await answer(environment, 'SignupFormInviteQuery', { invite: null });
    expect((await screen.findByRole('alert')).textContent).toContain(inviteText.invalidTitle);
    expect(screen.getByText(inviteText.invalidText)).toBeTruthy();
    expect(screen.queryByRole('button', { name: auth.signup })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: inviteText.plainSignup }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: auth.signup })).toBeTruthy();
    expect(textbox(auth.companyName).disabled).toBe(false);
  });

  it('says so when the invite was used while the form was open', async () => {
    const { environment } = await openSignup('/signup?token=inv-123');
    await answer(environment, 'SignupFormInviteQuery', { invite: { email: 'olga@sunny.example', organizationName: 'Sunny Co' } });
    await waitFor(() => expect(textbox(auth.companyEmail).value).toBe('olga@sunny.example'));
    type(textbox(auth.firstName), 'Olga');
    type(textbox(auth.lastName), 'Sun');
    type(textbox(auth.phone), '5551234567');
    type(passwordInput(), 'secret12');
    submit();
    await answer(environment, 'useSignupMutation', {
      signup: { isTermsAccepted: null, userErrors: [{ field: 'input.token', messages: ['Invalid token.'], code: 'INVALID_INPUT' }] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(inviteText.invalidTitle);
  });
});
