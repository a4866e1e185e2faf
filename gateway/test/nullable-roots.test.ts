/**
 * Root query fields are nullable (issue 14's review): one field the api refuses is `null` with its
 * error, and the rest of the answer, the viewer included, still arrives.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import { mockedGateway, type MockedGateway } from '../src/testing.js';

const PROFILE = {
  id: 5, first_name: 'R', last_name: 'U', email: 'r@u.test', phone_number: '+15550000000', user_type: 0, image: null, is_terms_accepted: true,
  organization: { pk: 3, id: 3, name: 'Sun Co', logo: null, description: '', membership_type: 0, business_type: 0 },
  privacy_policy_file: null, terms_of_service_file: null, platform_agreement_file: null,
};

describe('nullable root fields', () => {
  let kit: MockedGateway;
  afterEach(async () => { await kit.close(); });

  it('a refused root field (a member asking for invites: 403) is null alone: the viewer and the other fields still answer', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/user/', 200, PROFILE);
    kit.answer('GET', '/leads/', 200, { results: [], page: 1, limit: 5, count: 0 }, { query: { page: '1', limit: '5' } });

    const result = await kit.execute('{ viewer { email } invites(first: 10) { totalCount } leads(first: 5) { totalCount } }');

    expect(result.data).toEqual({ viewer: { email: 'r@u.test' }, invites: null, leads: { totalCount: 0 } });
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({ path: ['invites'], extensions: { code: 'FORBIDDEN' } });
    kit.assertAllAnswersUsed();
  });

  it('every root query field but nodes is nullable, so no future field can wipe the whole answer', () => {
    const schema = buildSchema(fs.readFileSync(path.join(__dirname, '..', '..', 'schema.graphql'), 'utf8'));
    const fields = Object.values(schema.getQueryType()!.getFields());
    const nonNull = fields.filter((field) => field.type.toString().endsWith('!')).map((field) => field.name);
    expect(nonNull).toEqual(['nodes']);
  });
});
