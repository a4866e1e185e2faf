/**
 * What a simulated member of staff does, as the web app does it: the web build's own operations
 * (their text from web/persisted-queries.json by the ids in the generated artifacts), so the load is
 * the queries real screens send, fragments and all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const persisted: Record<string, string> = JSON.parse(fs.readFileSync(path.join(root, 'web', 'persisted-queries.json'), 'utf8'));

async function operationText(name: string): Promise<string> {
  const artifact = (await import(path.join(root, 'web', 'src', '__generated__', `${name}.graphql.ts`))).default;
  const text = persisted[artifact.params.id];
  if (!text) throw new Error(`${name}: ${artifact.params.id} is not in web/persisted-queries.json (run npx relay-compiler)`);
  return text;
}

export interface Operation { kind: string; query: string; variables: Record<string, unknown> }

export async function loadOperations() {
  const [viewer, list, lead, createLead, updateLead, createQuote] = await Promise.all([
    operationText('ViewerProviderQuery'), operationText('LeadListScreenQuery'), operationText('LeadPageQuery'),
    operationText('useIntakeCreateLeadMutation'), operationText('useUpdateLeadMutation'), operationText('createQuoteMutation'),
  ]);
  const toGlobalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
  const searches = [null, null, null, 'oak', 'valley', 'fresno', 'CA'];
  return {
    viewer: (): Operation => ({ kind: 'viewer', query: viewer, variables: {} }),
    list: (n: number): Operation => ({
      kind: 'lead list (50 + summary)', query: list,
      variables: {
        search: searches[n % searches.length], order: null, proposalTypes: null, statuses: null, updatedFrom: null, updatedTo: null,
        page: 1 + (n % 3), pageSize: 50, showOrganization: false, withTable: true, withPipeline: false, pipelineFirst: 0,
      },
    }),
    lead: (id: number): Operation => ({ kind: 'lead page', query: lead, variables: { databaseId: id } }),
    createLead: (n: number): Operation => ({
      kind: 'create lead', query: createLead,
      variables: { input: { name: `Load lead ${n}`, customer: { firstName: 'Load', lastName: `Test ${n}`, emails: [`load${n}@load.test`], phoneNumbers: ['5595550101'] }, property: { siteAddress: '2150 S Cherry Ave, Fresno, CA 93721', buildingSize: 40_000 }, proposalType: 'MARKETING' } },
    }),
    updateLead: (id: number, n: number): Operation => ({ kind: 'update lead', query: updateLead, variables: { id: toGlobalId('Lead', id), input: { notes: `Called back (${n}).` } } }),
    createQuote: (id: number): Operation => ({ kind: 'create quote', query: createQuote, variables: { input: { leadId: toGlobalId('Lead', id) } } }),
  };
}
