import { act, screen, waitFor } from '@testing-library/react';
import type { Environment, RequestParameters, Variables } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listTexts } from '../screens/Leads/texts';
import { leadPageTexts } from '../screens/LeadPage/texts';
import { listVariables, parseListState } from '../screens/Leads/listParams';
import { renderRoute, type MockEnvironment } from '../test/renderRoute';
import { viewers } from '../test/viewers';
import { preloadFirstPage } from './RoutePreload';
import { readRoleHint, rememberRole } from './routeQueries';

/**
 * Issue 28: a screen's query goes out when its route is entered, while the screen's chunk is still
 * loading. Each screen's module is held here until the test lets it resolve.
 */
const gates = vi.hoisted(() => {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => { open = resolve; });
    return { opened, open, resolved: false };
  };
  return { list: gate(), lead: gate() };
});

vi.mock('../screens/Leads/LeadListScreen', async (importOriginal) => {
  await gates.list.opened;
  const module = await importOriginal();
  gates.list.resolved = true;
  return module;
});
vi.mock('../screens/LeadPage/LeadPage', async (importOriginal) => {
  await gates.lead.opened;
  const module = await importOriginal();
  gates.lead.resolved = true;
  return module;
});

/** Every request the network was asked for: operation name and variables. */
function recordRequests(environment: MockEnvironment) {
  const network = (environment as unknown as Environment).getNetwork();
  const execute = vi.spyOn(network, 'execute');
  return (name: string) => execute.mock.calls
    .filter(([params]) => (params as RequestParameters).name === name)
    .map(([, variables]) => variables as Variables);
}

function renderSignedIn(path: string) {
  let requests!: ReturnType<typeof recordRequests>;
  const rendered = renderRoute(path, (environment) => {
    requests = recordRequests(environment);
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.name === 'ViewerProviderQuery'
        ? MockPayloadGenerator.generate(operation, { Viewer: () => viewers.orgAdmin })
        : null);
  });
  return { ...rendered, requests };
}

async function answerPending(environment: MockEnvironment, name: string, data?: object) {
  let operation: ReturnType<MockEnvironment['mock']['getAllOperations']>[number] | undefined;
  await waitFor(() => {
    operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    if (!operation) throw new Error(`${name} is not pending`);
  }, { timeout: 8000 });
  await act(async () => {
    environment.mock.resolve(operation!, data ? { data } : MockPayloadGenerator.generate(operation!, {
      LeadsSummary: () => ({ totalLeads: 1, totalSystemSize: 1, totalSolarCost: 1, totalRooftopSolarCapacity: 0 }),
      LeadConnection: () => ({ totalCount: 1, edges: [{}] }),
      Lead: () => ({ id: 'lead-7', databaseId: 7, name: 'Preloaded Lead', stage: 'NEW_LEAD', proposalType: 'DETAILED' }),
    }));
  });
}

describe('route preload (issue 28)', { timeout: 60_000 }, () => {
  it('asks for the list, with the URL\'s filters and page, before the list screen\'s module has loaded; the screen joins that request', async () => {
    const search = '?search=oak&lead_status=2&page=3&order=asc__name';
    const { environment, requests } = renderSignedIn(`/manage/leads${search}`);
    await waitFor(() => expect(requests('LeadListScreenQuery')).toHaveLength(1), { timeout: 8000 });
    expect(gates.list.resolved).toBe(false);
    expect(requests('LeadListScreenQuery')[0]).toEqual(listVariables(parseListState(new URLSearchParams(search)), 'leads-table', false));

    gates.list.open();
    await answerPending(environment, 'LeadListScreenQuery');
    expect(await screen.findByRole('heading', { name: listTexts.title })).toBeTruthy();
    expect((await screen.findAllByText('Preloaded Lead')).length).toBeGreaterThan(0);
    expect(requests('LeadListScreenQuery')).toHaveLength(1);
  });

  it('asks for the lead before the lead page\'s module has loaded, once', async () => {
    const { environment, requests } = renderSignedIn('/manage/leads/7');
    await waitFor(() => expect(requests('LeadPageQuery')).toEqual([{ databaseId: 7 }]), { timeout: 8000 });
    expect(gates.lead.resolved).toBe(false);

    gates.lead.open();
    // An unknown lead (null) is the page's plainest answer: the page shows it, without asking again.
    await answerPending(environment, 'LeadPageQuery', { lead: null });
    expect(await screen.findByRole('heading', { name: leadPageTexts.notFoundTitle })).toBeTruthy();
    expect(requests('LeadPageQuery')).toHaveLength(1);
  });
});

describe('preloadFirstPage (the entry module, before React renders)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('asks for the viewer, and for the route\'s data with the role last seen', () => {
    localStorage.setItem('portal.routeRole', JSON.stringify({ isSuperAdmin: true, isOrgAdmin: false }));
    window.history.replaceState(null, '', '/manage/leads?page=2#leads-pipeline');
    const environment = createMockEnvironment();
    const requests = recordRequests(environment);
    preloadFirstPage(environment as unknown as Environment);
    expect(requests('ViewerProviderQuery')).toEqual([{}]);
    expect(requests('LeadListScreenQuery')).toEqual([listVariables(parseListState(new URLSearchParams('?page=2')), 'leads-pipeline', true)]);
  });

  it('asks only for the viewer after a sign-out here', () => {
    rememberRole(null);
    window.history.replaceState(null, '', '/manage/leads/12');
    expect(readRoleHint()).toBeNull();
    const environment = createMockEnvironment();
    const requests = recordRequests(environment);
    preloadFirstPage(environment as unknown as Environment);
    expect(requests('ViewerProviderQuery')).toEqual([{}]);
    expect(requests('LeadPageQuery')).toEqual([]);
  });

  it('on a first visit asks with a rep\'s flags (no organization column)', () => {
    window.history.replaceState(null, '', '/manage/leads/12');
    const environment = createMockEnvironment();
    const requests = recordRequests(environment);
    preloadFirstPage(environment as unknown as Environment);
    expect(requests('LeadPageQuery')).toEqual([{ databaseId: 12 }]);
  });
});
