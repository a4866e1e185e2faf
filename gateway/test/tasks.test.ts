import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_MESSAGES } from '../src/resolvers/tasks.js';
import { gql, realStack } from './harness.js';

const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { token viewer { id } } }';
const CREATE_LEAD = 'mutation($i: CreateLeadInput!) { createLead(input: $i) { lead { id databaseId } userErrors { field messages } } }';
const CREATE_TASK = `mutation($input: CreateTaskInput!) { createTask(input: $input) {
  message userErrors { field code messages }
  task { id databaseId leadName kind dueDate dueTime note done viewerCanChange assignee { userId name } lead { databaseId } } } }`;
const MY_TASKS = `query($view: TaskView, $today: Date) { viewer { tasks(view: $view, today: $today, first: 10) {
  totalCount edges { cursor node { databaseId kind dueDate done } } } } }`;

const today = new Date().toISOString().slice(0, 10);

/** Issue 26, items 16 and 17 through GraphQL against the real api. */
describe('tasks and the forecast through the gateway', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  const as: Record<string, Record<string, string>> = {};
  const ids: Record<string, string> = {};
  let lead: { id: string; databaseId: number };
  beforeAll(async () => {
    stack = await realStack();
    for (const [name, email] of [['ann', 'ann@tasks.test'], ['bo', 'bo@elsewhere.test']]) {
      const res = await gql(stack.gateway, SIGNUP, { input: { firstName: name, lastName: 'Rep', companyName: `${name} Co`, phoneNumber: '+15551112222', email, password: 'secret12' } });
      as[name] = { authorization: `Token ${res.body.data.signup.token}` };
      ids[name] = res.body.data.signup.viewer.id;
    }
    const made = await gql(stack.gateway, CREATE_LEAD, { i: { name: 'Gateway Dairy', property: { siteAddress: '2450 S Cherry Ave, Fresno, CA 93706' }, customer: { firstName: 'Ada', lastName: 'Lovelace', emails: ['ada@dairy.test'], phoneNumbers: ['(937) 555-0142'] } } }, as.ann);
    expect(made.body.data.createLead.userErrors).toEqual([]);
    lead = made.body.data.createLead.lead;
  });
  afterAll(async () => stack?.close());

  it('creates a task, lists it in My tasks and on the lead, completes and reopens it, and records it on the timeline', async () => {
    const created = await gql(stack.gateway, CREATE_TASK, { input: { leadId: lead.id, kind: 'SITE_VISIT', dueDate: today, dueTime: '14:00', note: 'Walk the roof' } }, as.ann);
    expect(created.body.errors).toBeUndefined();
    const task = created.body.data.createTask.task;
    expect(created.body.data.createTask).toMatchObject({ message: TASK_MESSAGES.added, userErrors: [] });
    expect(task).toMatchObject({ leadName: 'Gateway Dairy', kind: 'SITE_VISIT', dueDate: today, dueTime: '14:00', note: 'Walk the roof', done: false, viewerCanChange: true, assignee: { userId: ids.ann }, lead: { databaseId: lead.databaseId } });

    const due = await gql(stack.gateway, MY_TASKS, { view: 'DUE', today }, as.ann);
    expect(due.body.data.viewer.tasks).toMatchObject({ totalCount: 1, edges: [{ node: { databaseId: task.databaseId, kind: 'SITE_VISIT' } }] });
    const onLead = await gql(stack.gateway, 'query($n: Int!) { lead(databaseId: $n) { taskAssignees { userId name } tasks { totalCount edges { node { id } } } } }', { n: lead.databaseId }, as.ann);
    expect(onLead.body.data.lead.taskAssignees).toEqual([{ userId: ids.ann, name: 'ann Rep' }]);
    expect(onLead.body.data.lead.tasks.edges.map((e: any) => e.node.id)).toEqual([task.id]);

    const done = await gql(stack.gateway, 'mutation($id: ID!) { setTaskDone(id: $id, done: true) { message task { done } userErrors { code } } }', { id: task.id }, as.ann);
    expect(done.body.data.setTaskDone).toEqual({ message: TASK_MESSAGES.done, task: { done: true }, userErrors: [] });
    expect((await gql(stack.gateway, MY_TASKS, { view: 'DONE', today }, as.ann)).body.data.viewer.tasks.totalCount).toBe(1);
    const undone = await gql(stack.gateway, 'mutation($id: ID!) { setTaskDone(id: $id, done: false) { message task { done } } }', { id: task.id }, as.ann);
    expect(undone.body.data.setTaskDone).toEqual({ message: TASK_MESSAGES.reopened, task: { done: false } });

    const edited = await gql(stack.gateway, 'mutation($id: ID!, $input: UpdateTaskInput!) { updateTask(id: $id, input: $input) { message task { kind dueTime } } }', { id: task.id, input: { kind: 'CALL', dueTime: null } }, as.ann);
    expect(edited.body.data.updateTask).toEqual({ message: TASK_MESSAGES.saved, task: { kind: 'CALL', dueTime: null } });

    const timeline = await gql(stack.gateway, 'query($n: Int!) { lead(databaseId: $n) { activity(first: 20) { edges { node { action taskKind dueDate toUser } } } } }', { n: lead.databaseId }, as.ann);
    const actions = timeline.body.data.lead.activity.edges.map((e: any) => e.node);
    expect(actions.map((a: any) => a.action)).toEqual(expect.arrayContaining(['TASK_CREATED', 'TASK_DONE', 'TASK_REOPENED', 'TASK_EDITED']));
    expect(actions.find((a: any) => a.action === 'TASK_CREATED')).toMatchObject({ taskKind: 'SITE_VISIT', dueDate: today, toUser: 'ann Rep' });

    const deleted = await gql(stack.gateway, 'mutation($id: ID!) { deleteTask(id: $id) { deletedTaskId message userErrors { code } } }', { id: task.id }, as.ann);
    expect(deleted.body.data.deleteTask).toEqual({ deletedTaskId: task.id, message: 'Task deleted.', userErrors: [] });
  });

  it("another organization's lead and task are NOT_FOUND; an outside assignee is the field's error; bad ids are refused", async () => {
    const task = (await gql(stack.gateway, CREATE_TASK, { input: { leadId: lead.id, kind: 'CALL', dueDate: today } }, as.ann)).body.data.createTask.task;
    const theirs = await gql(stack.gateway, CREATE_TASK, { input: { leadId: lead.id, kind: 'CALL', dueDate: today } }, as.bo);
    expect(theirs.body.data.createTask).toMatchObject({ task: null, userErrors: [{ code: 'NOT_FOUND' }] });
    expect((await gql(stack.gateway, 'query($id: ID!) { node(id: $id) { id } }', { id: task.id }, as.bo)).body.data.node).toBeNull();
    const done = await gql(stack.gateway, 'mutation($id: ID!) { setTaskDone(id: $id, done: true) { task { id } userErrors { code } } }', { id: task.id }, as.bo);
    expect(done.body.data.setTaskDone).toMatchObject({ task: null, userErrors: [{ code: 'NOT_FOUND' }] });
    const del = await gql(stack.gateway, 'mutation($id: ID!) { deleteTask(id: $id) { deletedTaskId userErrors { code } } }', { id: task.id }, as.bo);
    expect(del.body.data.deleteTask).toMatchObject({ deletedTaskId: null, userErrors: [{ code: 'NOT_FOUND' }] });
    const outsider = await gql(stack.gateway, CREATE_TASK, { input: { leadId: lead.id, kind: 'CALL', dueDate: today, assigneeId: ids.bo } }, as.ann);
    expect(outsider.body.data.createTask).toMatchObject({ task: null, userErrors: [{ field: 'input.assigneeId', code: 'INVALID_INPUT' }] });
    const badDay = await gql(stack.gateway, CREATE_TASK, { input: { leadId: lead.id, kind: 'CALL', dueDate: '1800-01-01' } }, as.ann);
    expect(badDay.body.data.createTask.userErrors[0]).toMatchObject({ field: 'input.dueDate', code: 'INVALID_INPUT' });
    const wrongType = await gql(stack.gateway, 'mutation($id: ID!) { deleteTask(id: $id) { deletedTaskId } }', { id: lead.id }, as.ann);
    expect(wrongType.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sets the expected close date, filters and sorts by it, and sums the deal value per stage', async () => {
    const update = await gql(stack.gateway, 'mutation($id: ID!, $input: UpdateLeadInput!) { updateLead(id: $id, input: $input) { lead { expectedCloseDate customerEmail customerPhone dealValue } userErrors { field messages } } }',
      { id: lead.id, input: { expectedCloseDate: '2031-05-20' } }, as.ann);
    expect(update.body.data.updateLead).toMatchObject({ userErrors: [], lead: { expectedCloseDate: '2031-05-20', customerEmail: 'ada@dairy.test', customerPhone: '+19375550142', dealValue: null } });
    const bad = await gql(stack.gateway, 'mutation($id: ID!, $input: UpdateLeadInput!) { updateLead(id: $id, input: $input) { userErrors { field } } }', { id: lead.id, input: { expectedCloseDate: '2300-01-01' } }, as.ann);
    expect(bad.body.data.updateLead.userErrors).toEqual([{ field: 'input.expectedCloseDate' }]);

    const list = await gql(stack.gateway, `{ leads(closeMonth: "2031-05", order: { field: EXPECTED_CLOSE_DATE, direction: ASC }) { totalCount edges { node { databaseId expectedCloseDate dealValue customerEmail customerPhone } } }
      may: leadsSummary(closeMonth: "2031-05") { totalLeads totalDealValue dealValueCount } june: leadsSummary(closeMonth: "2031-06") { totalLeads } }`, {}, as.ann);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.leads).toMatchObject({ totalCount: 1, edges: [{ node: { databaseId: lead.databaseId, expectedCloseDate: '2031-05-20', dealValue: null, customerEmail: 'ada@dairy.test', customerPhone: '+19375550142' } }] });
    expect(list.body.data.may).toEqual({ totalLeads: 1, totalDealValue: 0, dealValueCount: 0 });
    expect(list.body.data.june).toEqual({ totalLeads: 0 });
    expect((await gql(stack.gateway, '{ leads(closeMonth: "2031-05") { totalCount } }', {}, as.bo)).body.data.leads.totalCount).toBe(0);
    const month = await gql(stack.gateway, '{ leads(closeMonth: "May") { totalCount } }', {}, as.ann);
    expect(month.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
