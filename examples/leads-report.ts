/**
 * Example for internal tools (README "Use the API from a script"): signs in, pages through the
 * leads with cursors, prints them with their totals, and optionally attaches a file to one lead.
 *
 *   PORTAL_EMAIL=orgadmin@demo.test PORTAL_PASSWORD=demo1234 npx tsx examples/leads-report.ts
 *   … --search fresno                      only the leads whose name, address or customer match
 *   … --attach survey.pdf --lead 12        upload survey.pdf to lead 12 as an additional file
 *   … --json                               the report as JSON (for another tool to read)
 *
 * PORTAL_URL is the gateway (default http://127.0.0.1:4000); PORTAL_TOKEN skips the sign-in.
 * Exit codes: 0 done; 2 the portal refused something (its userErrors are printed); 3 the portal
 * is unavailable (after retrying); 1 anything else (a bad argument, a signed-out token).
 */
import { parseArgs } from 'node:util';
import { GatewayError, PortalClient, UserErrorsError } from './portal-client.js';

const LEADS = `query LeadsPage($first: Int!, $after: String, $search: String) {
  leads(first: $first, after: $after, search: $search, order: { field: NAME, direction: ASC }) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id databaseId name stage systemSize address } }
  }
}`;

const ATTACH = `mutation Attach($leadId: ID!, $file: Upload!) {
  uploadLeadFile(leadId: $leadId, file: $file, kind: ADDITIONAL, fileType: OTHER_FILES) {
    message
    # A File: what it is, and a signed link to it (valid about five minutes, signed because asked for).
    files { id databaseId name size file { contentType url } }
    userErrors { field code messages }
  }
}`;

interface LeadRow { id: string; databaseId: number; name: string; stage: string; systemSize: number | null; address: string | null }
type LeadsPage = { leads: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: Array<{ node: LeadRow } | null> } };

async function main() {
  const { values } = parseArgs({
    options: { search: { type: 'string' }, attach: { type: 'string' }, lead: { type: 'string' }, json: { type: 'boolean', default: false }, 'page-size': { type: 'string', default: '50' } },
  });
  if (values.attach && !values.lead) throw new Error('--attach needs --lead <databaseId>');
  const url = process.env.PORTAL_URL || 'http://127.0.0.1:4000';
  const client = new PortalClient({
    url, token: process.env.PORTAL_TOKEN,
    onRetry: (attempt, waitMs, message) => console.error(`retry ${attempt} in ${waitMs} ms: ${message}`),
  });
  if (!process.env.PORTAL_TOKEN) {
    const email = process.env.PORTAL_EMAIL;
    const password = process.env.PORTAL_PASSWORD;
    if (!email || !password) throw new Error('set PORTAL_TOKEN, or PORTAL_EMAIL and PORTAL_PASSWORD');
    await client.signIn(email, password);
  }

  // Cursors: each page continues after the previous page's endCursor until hasNextPage is false.
  const leads: LeadRow[] = [];
  let totalCount = 0;
  const pages = client.paginate<LeadsPage, LeadRow>(LEADS, { search: values.search ?? null }, (data) => {
    totalCount = data.leads.totalCount;
    return data.leads;
  }, Number(values['page-size']));
  for await (const lead of pages) leads.push(lead);
  const totalKw = leads.reduce((sum, lead) => sum + (lead.systemSize ?? 0), 0);

  type Attached = { id: string; databaseId: number; name: string; size: number; file: { contentType: string; url: string } };
  let attached: Attached | null = null;
  if (values.attach) {
    const lead = leads.find((l) => String(l.databaseId) === values.lead)
      ?? (await client.request<{ lead: LeadRow | null }>('query($id: Int!) { lead(databaseId: $id) { id databaseId name stage systemSize address } }', { id: Number(values.lead) })).lead;
    if (!lead) throw new UserErrorsError('uploadLeadFile', [{ field: 'leadId', code: 'NOT_FOUND', messages: [`No lead ${values.lead} that you can see.`] }]);
    const { uploadLeadFile } = await client.upload<{ uploadLeadFile: { message: string; files: Attached[]; userErrors: [] } }>(
      ATTACH, { leadId: lead.id }, 'file', values.attach);
    attached = uploadLeadFile.files[0] ?? null;
    if (!values.json) {
      console.log(uploadLeadFile.message);
      if (attached) console.log(`${attached.name} (${attached.file.contentType}, ${attached.size} bytes): ${attached.file.url}`);
    }
  }

  if (values.json) {
    console.log(JSON.stringify({ totalCount, fetched: leads.length, totalKw, leads, attached }, null, 2));
    return;
  }
  for (const lead of leads) {
    console.log(`${String(lead.databaseId).padStart(6)}  ${lead.stage.padEnd(20)} ${(lead.systemSize ?? 0).toFixed(1).padStart(9)} kW  ${lead.name}`);
  }
  console.log(`${leads.length} of ${totalCount} leads, ${totalKw.toFixed(1)} kW in all`);
}

main().catch((error) => {
  if (error instanceof UserErrorsError) {
    console.error(`refused: ${error.message}`);
    process.exitCode = 2;
  } else if (error instanceof GatewayError && error.code === 'UPSTREAM_UNAVAILABLE') {
    console.error(`the portal is unavailable (${error.message}); try again later`);
    process.exitCode = 3;
  } else {
    console.error(error instanceof GatewayError ? `${error.code ?? 'error'}: ${error.message}` : (error as Error).message);
    process.exitCode = 1;
  }
});
