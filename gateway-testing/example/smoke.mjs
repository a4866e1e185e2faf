// The kit with plain Node, no test runner: `node smoke.mjs` prints "ok" or throws.
import assert from 'node:assert/strict';
import { mockedGateway } from '@portal/gateway-testing';

const kit = mockedGateway();
try {
  kit.route('account.me').reply({
    id: 9, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone_number: '5550100', user_type: 2,
    organization: null, image: null, is_terms_accepted: true, privacy_policy_file: null, terms_of_service_file: null, platform_agreement_file: null,
  });
  const result = await kit.execute('{ viewer { firstName } }');
  assert.deepEqual(result.data, { viewer: { firstName: 'Ann' } });
  kit.assertAllAnswersUsed();
  console.log('ok: @portal/gateway-testing with plain Node');
} finally {
  await kit.close();
}
