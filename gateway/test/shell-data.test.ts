import { MockAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { leadIdOf, shellData, WELCOME_HIDDEN_COOKIE } from '../src/shell-data.js';
import { withAppShell } from '../src/app-shell.js';

/**
 * Issue 28: a signed-in page's HTML names its viewer (the welcome banner) and, on a lead's page,
 * the lead, asked of the api with the request's own session; anything else leaves the skeletons.
 */
const API = 'http://api.test';
const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };
const ME = { id: 7, first_name: 'Olivia', last_name: 'Reed', email: 'o@example.com', organization: { pk: 3, id: 3, name: 'Sunrise Solar Partners' } };
const COOKIE = 'portal_token=tok7';

let agent: MockAgent;
function mockApi() {
  agent = new MockAgent();
  agent.disableNetConnect();
  return agent.get(API);
}
afterEach(async () => { await agent?.close(); });

const lookup = (cookie: string | null, kind: 'leads' | 'lead' | 'signed-in', pathname: string) =>
  shellData(agent, `${API}/api`, cookie, 'portal_token', kind, pathname);

describe("the app shell's data (issue 28)", () => {
  it("names the viewer and their organization, with the request's own token", async () => {
    mockApi().intercept({ path: '/api/user/', headers: { authorization: 'Token tok7' } }).reply(200, ME, JSON_HEADERS);
    expect(await lookup(COOKIE, 'leads', '/manage/leads')).toEqual({ signedIn: true, slots: { 'welcome-org': { firstName: 'Olivia', organization: 'Sunrise Solar Partners' } } });
  });

  it('uses the banner without an organization for a user who has none', async () => {
    mockApi().intercept({ path: '/api/user/' }).reply(200, { ...ME, organization: null }, JSON_HEADERS);
    expect(await lookup(COOKIE, 'signed-in', '/manage/profile')).toEqual({ signedIn: true, slots: { welcome: { firstName: 'Olivia' } } });
  });

  it('leaves the banner out for a user of this browser who hid it (and keeps it for another)', async () => {
    const api = mockApi();
    api.intercept({ path: '/api/user/' }).reply(200, ME, JSON_HEADERS).times(2);
    expect(await lookup(`${COOKIE}; ${WELCOME_HIDDEN_COOKIE}=12.7`, 'leads', '/manage/leads')).toEqual({ signedIn: true, slots: {} });
    expect((await lookup(`${COOKIE}; ${WELCOME_HIDDEN_COOKIE}=70.12`, 'leads', '/manage/leads') as any).slots['welcome-org']).toBeTruthy();
  });

  it("draws a lead page's lead by its name, asked as this user", async () => {
    const api = mockApi();
    api.intercept({ path: '/api/user/' }).reply(200, ME, JSON_HEADERS);
    api.intercept({ path: '/api/lead/19/', headers: { authorization: 'Token tok7' } }).reply(200, { id: 19, name: 'Colorado Springs Fleet Depot' }, JSON_HEADERS);
    const data = await lookup(COOKIE, 'lead', '/manage/leads/19');
    expect(data).toEqual({ signedIn: true, slots: { 'welcome-org': expect.any(Object), lead: { leadName: 'Colorado Springs Fleet Depot' } } });
  });

  it("draws no lead the user may not see (another organization's: the api's 404), and the banner still", async () => {
    const api = mockApi();
    api.intercept({ path: '/api/user/' }).reply(200, ME, JSON_HEADERS);
    api.intercept({ path: '/api/lead/20/' }).reply(404, { detail: 'Not found.' }, JSON_HEADERS);
    expect(await lookup(COOKIE, 'lead', '/manage/leads/20')).toEqual({ signedIn: true, slots: { 'welcome-org': expect.any(Object) } });
  });

  it('asks nothing for an id the api could not have, nor without a session', async () => {
    mockApi().intercept({ path: '/api/user/' }).reply(200, ME, JSON_HEADERS).times(3);
    for (const pathname of ['/manage/leads/abc', '/manage/leads/0', '/manage/leads/99999999999', '/manage/leads/2147483648']) {
      expect(leadIdOf(pathname)).toBeNull();
    }
    expect(leadIdOf('/manage/leads/2147483647/')).toBe(2147483647);
    // disableNetConnect: a call to /lead/… would throw; the lookup answers with the banner only.
    expect(Object.keys((await lookup(COOKIE, 'lead', '/manage/leads/abc') as any).slots)).toEqual(['welcome-org']);
    expect(await lookup(null, 'leads', '/manage/leads')).toEqual({ signedIn: true, slots: {} });
    expect(await lookup('portal_token=bad%ZZ', 'leads', '/manage/leads')).toEqual({ signedIn: true, slots: {} });
  });

  it('says signed out when the api says the session has ended (the page then draws the sign-in card)', async () => {
    mockApi().intercept({ path: '/api/user/' }).reply(401, { detail: 'Invalid token.' }, JSON_HEADERS);
    expect(await lookup(COOKIE, 'leads', '/manage/leads')).toEqual({ signedIn: false });
  });

  it('never waits long for the api, and a failing api only costs the slots', async () => {
    const api = mockApi();
    api.intercept({ path: '/api/user/' }).reply(200, ME, JSON_HEADERS).delay(2000);
    const started = Date.now();
    expect(await lookup(COOKIE, 'leads', '/manage/leads')).toEqual({ signedIn: true, slots: {} });
    expect(Date.now() - started).toBeLessThan(1500);
    api.intercept({ path: '/api/user/' }).reply(500, 'boom');
    expect(await lookup(COOKIE, 'leads', '/manage/leads')).toEqual({ signedIn: true, slots: {} });
    api.intercept({ path: '/api/user/' }).reply(200, 'not json', { headers: { 'content-type': 'text/html' } });
    expect(await lookup(COOKIE, 'leads', '/manage/leads')).toEqual({ signedIn: true, slots: {} });
  });

  it('fills a page that then escapes what the api answered', async () => {
    mockApi().intercept({ path: '/api/user/' }).reply(200, { ...ME, first_name: '<b>x</b>' }, JSON_HEADERS);
    const data = await lookup(COOKIE, 'leads', '/manage/leads');
    const page = '<div id="root"></div>\n<template data-shell="leads"><template data-slot="welcome-org"><h2>Welcome, %%firstName%%</h2></template></template>\n';
    expect(withAppShell(page, 'leads', data.signedIn ? data.slots : {})).toBe('<div id="root"><h2>Welcome, &lt;b&gt;x&lt;/b&gt;</h2></div>\n');
  });
});
