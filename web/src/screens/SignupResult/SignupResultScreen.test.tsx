import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { auth, signupResult, success, terms } from '../../messages';
import { paths } from '../../routing/paths';
import { answer, pendingOperation, renderRoute } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const goToDashboard = () => screen.findByRole('button', { name: signupResult.goToDashboard });

// pdfjs cannot render in jsdom.
vi.mock('../../components/pdf/PdfPager', () => ({ default: ({ title }: { title: string }) => <p data-testid="pdf-pager">{title}</p> }));

// Every sign-up starts with the terms unaccepted; issue 15: the new user accepts them before the first screen.
const newUser = { ...viewers.regular, isTermsAccepted: false };
const DOCUMENTS = { privacyPolicy: { url: '/p.pdf' }, termsOfService: { url: '/t.pdf' }, platformAgreement: { url: '/a.pdf' } };

describe('sign-up result (/signup-result)', () => {
  it('follows a successful sign-up; Go To Dashboard opens the terms chain, and only its last Accept leads to the leads list', async () => {
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
    for (const title of [terms.privacyPolicy, terms.termsOfService, terms.platformAgreement]) {
      const dialog = await screen.findByRole('dialog', { name: title });
      await answer(environment, 'TermsChainPolicyDocumentsQuery', { policyDocuments: DOCUMENTS });
      await within(dialog).findByTestId('pdf-pager');
      expect(router.state.location.pathname).toBe(paths.signupResult);
      fireEvent.click(within(dialog).getByRole('button', { name: terms.accept }));
    }
    await answer(environment, 'useAcceptTermsMutation', { acceptTerms: { ok: true, message: success.termsAccepted, userErrors: [] } });
    const accepted = await pendingOperation(environment, 'ViewerProviderQuery');
    await act(async () => {
      environment.mock.resolve(accepted as never, MockPayloadGenerator.generate(accepted as never, { Viewer: () => viewers.regular }) as never);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.leads));
  });

  it('a new user who has not accepted the terms is not let into the app by typing its address', async () => {
    const { environment, router } = renderRoute(paths.leads);
    const viewerQuery = await pendingOperation(environment, 'ViewerProviderQuery');
    await act(async () => {
      environment.mock.resolve(viewerQuery as never, MockPayloadGenerator.generate(viewerQuery as never, { Viewer: () => newUser }) as never);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
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
