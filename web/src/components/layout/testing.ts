import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderRoute } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';

export type Role = keyof typeof viewers;

/** The policy PDFs the footer links to (by name: their URLs are signed when a preview opens them). */
export const policyFiles = {
  privacyPolicy: { name: 'privacy.pdf' },
  termsOfService: { name: 'terms.pdf' },
  platformAgreement: { name: 'platform.pdf' },
};

/**
 * Renders the real route table at `path`, signed in as `role`: the viewer query and the footer's
 * policies query are answered; anything else (mutations, refetches) stays pending for the test.
 * Each resolver answers only its own operation (the mock environment uses a resolver once).
 */
export function renderSignedIn(path: string, role: Role) {
  const answerOnly = (name: string) => (operation: OperationDescriptor) =>
    operation.request.node.params.name === name
      ? MockPayloadGenerator.generate(operation, { Viewer: () => viewers[role], PolicyDocuments: () => policyFiles })
      : null;
  return renderRoute(path, (environment) => {
    environment.mock.queueOperationResolver(answerOnly('ViewerProviderQuery') as never);
    environment.mock.queueOperationResolver(answerOnly('FooterPoliciesQuery') as never);
  });
}
