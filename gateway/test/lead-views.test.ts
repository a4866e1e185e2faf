import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_VIEW_MESSAGES } from '../src/resolvers/lead-views.js';
import { gql, realStack } from './harness.js';

const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { token } }';
const SAVE = 'mutation($input: SaveLeadViewInput!) { saveLeadView(input: $input) { message view { id name query hiddenColumns } viewer { leadViews { name } } userErrors { field code messages } } }';

/** Issue 15: saved lead-list views through GraphQL against the real api. */
describe('saved lead views', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  const as: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    stack = await realStack();
    for (const [name, email] of [['ann', 'ann@views.test'], ['bo', 'bo@other.test']]) {
      const res = await gql(stack.gateway, SIGNUP, { input: { firstName: 'A', lastName: 'B', companyName: `${name} Co`, phoneNumber: '+15551112222', email, password: 'secret12' } });
      as[name] = { authorization: `Token ${res.body.data.signup.token}` };
    }
  });
  afterAll(async () => stack?.close());

  it('saves a view, lists it on the viewer, keeps it private, and deletes it', async () => {
    const saved = await gql(stack.gateway, SAVE, { input: { name: 'Lost', query: 'state=cancelled&page=4', hiddenColumns: ['created'] } }, as.ann);
    expect(saved.body.data.saveLeadView).toMatchObject({
      message: LEAD_VIEW_MESSAGES.saved, userErrors: [], view: { name: 'Lost', query: 'state=cancelled', hiddenColumns: ['created'] }, viewer: { leadViews: [{ name: 'Lost' }] },
    });
    const id = saved.body.data.saveLeadView.view.id;
    expect((await gql(stack.gateway, '{ viewer { leadViews { id } } }', {}, as.bo)).body.data.viewer.leadViews).toEqual([]);
    const theirs = await gql(stack.gateway, 'mutation($id: ID!) { deleteLeadView(id: $id) { deletedViewId userErrors { code } } }', { id }, as.bo);
    expect(theirs.body.data.deleteLeadView).toMatchObject({ deletedViewId: null, userErrors: [{ code: 'NOT_FOUND' }] });
    const mine = await gql(stack.gateway, 'mutation($id: ID!) { deleteLeadView(id: $id) { deletedViewId message userErrors { code } } }', { id }, as.ann);
    expect(mine.body.data.deleteLeadView).toEqual({ deletedViewId: id, message: 'View deleted.', userErrors: [] });
  });

  it('answers a refused view as userErrors with the api\'s words', async () => {
    const blank = await gql(stack.gateway, SAVE, { input: { name: '  ', query: '' } }, as.ann);
    expect(blank.body.data.saveLeadView).toMatchObject({ view: null, userErrors: [{ field: 'input.name', messages: ['Name the view.'] }] });
    const column = await gql(stack.gateway, SAVE, { input: { name: 'x', query: '', hiddenColumns: ['password'] } }, as.ann);
    expect(column.body.data.saveLeadView.view).toBeNull();
    expect(column.body.data.saveLeadView.userErrors.length).toBe(1);
  });
});
