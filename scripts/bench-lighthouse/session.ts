// The signed-in pages' session and the lead page to open, for bench:lighthouse and bench:blocking.
import loginMutation from '../../web/src/__generated__/useLoginMutation.graphql';

/** The demo seed's org admin (web/e2e/harness/browser.ts demoUsers; that module needs vitest). */
const EMAIL = 'orgadmin@demo.test';
const PASSWORD = 'demo1234';

/** The session cookie the login mutation sets (the persisted operation the web app sends). */
export async function signInCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    body: JSON.stringify({
      documentId: loginMutation.params.id, operationName: loginMutation.params.name,
      variables: { input: { emailOrPhone: EMAIL, password: PASSWORD } },
    }),
  });
  const body = await response.text();
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => !pair.endsWith('='));
  if (!response.ok || !cookie) throw new Error(`signing in failed (${response.status}): ${body.slice(0, 300)}`);
  return cookie;
}

/** The page of the demo lead with the most quotes and proposals (the most charts), as bench:web picks it. */
export async function richestLeadPath(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie },
    body: JSON.stringify({ query: '{ leads(page: 1, pageSize: 500) { edges { node { databaseId quotes { id } proposals { id } } } } }' }),
  });
  const json = (await response.json()) as { data?: { leads: { edges: { node: { databaseId: number; quotes: unknown[]; proposals: unknown[] } }[] } } };
  const leads = json.data?.leads.edges.map((edge) => edge.node) ?? [];
  if (!leads.length) throw new Error(`no demo lead to open: ${JSON.stringify(json).slice(0, 300)}`);
  const richest = leads.sort((a, b) => b.quotes.length + b.proposals.length - (a.quotes.length + a.proposals.length))[0];
  return `/manage/leads/${richest.databaseId}`;
}

