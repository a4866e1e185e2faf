import { DEMO_PASSWORD, demoUsers, gatewayRequest, LOGIN_MUTATION } from './browser';

/** Setup through the gateway (not the journey under test): a demo user's session and a fresh lead. */

/** The session cookie of a demo user. */
export async function cookieOf(email: string) {
  const { cookie } = await gatewayRequest(
    LOGIN_MUTATION,
    { input: { emailOrPhone: email, password: DEMO_PASSWORD, rememberMe: false } },
  );
  if (!cookie) throw new Error(`no session cookie for ${email}`);
  return cookie;
}

/** A fresh lead of the org admin's organization at a Fresno address; answers its database id. */
export async function createLead(name: string, place: { customer: { firstName: string; lastName: string }; siteAddress: string; latitude: number; longitude: number }) {
  const cookie = await cookieOf(demoUsers.orgAdmin);
  const { data } = await gatewayRequest<{ createLead: { lead: { databaseId: number } | null; userErrors: unknown[] } }>(
    'mutation ($input: CreateLeadInput!) { createLead(input: $input) { lead { databaseId } userErrors { field messages } } }',
    { input: { name, customer: place.customer, property: { siteAddress: place.siteAddress, latitude: place.latitude, longitude: place.longitude } } },
    cookie,
  );
  if (!data.createLead.lead) throw new Error(`createLead refused: ${JSON.stringify(data.createLead.userErrors)}`);
  return data.createLead.lead.databaseId;
}
