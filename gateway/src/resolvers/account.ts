import { accountApi } from '../rest/account.js';
import type { RestOrganization, RestOrganizationWithUsers, RestProfile } from '../rest/models.js';
import { isUpstreamError } from '../rest/errors.js';
import { clearedCookie, sessionCookie, type GatewayContext } from '../context.js';
import { idOf, toGlobalId } from './ids.js';
import { fileSignedAt } from './media.js';
import { snakeKeys, withUserErrors } from './payloads.js';
import { CHANNEL_MESSAGES } from './error-channel.js';

export const USER_TYPES = ['REGULAR_USER', 'VIEWER_ADMIN', 'ADMIN', 'SUPER_ADMIN'] as const;
export const ROLE_LABELS = ['Regular User', 'Viewer Admin', 'Admin', 'Super Admin'] as const;
export const BUSINESS_TYPES = ['SALES_AFFILIATE', 'EPC_MEMBER'] as const;

/** Messages of §8 the gateway answers with, written once. */
export const ACCOUNT_MESSAGES = {
  profileUpdated: 'Profile updated successfully.',
  organizationUpdated: 'Organization updated successfully.',
  termsAccepted: 'Terms and Policy Accepted.',
} as const;

export function organizationNode(o: RestOrganization | RestOrganizationWithUsers) {
  return {
    __typename: 'Organization', id: toGlobalId('Organization', o.pk), databaseId: o.pk, name: o.name,
    description: o.description ?? '', logoUrl: 'logo' in o ? o.logo : null, logo: fileSignedAt('LOGO', 'logo' in o ? o.logo : null), businessType: BUSINESS_TYPES[o.business_type] ?? 'SALES_AFFILIATE',
    membershipType: 'membership_type' in o && o.membership_type != null ? (o.membership_type === 1 ? 'ADMIN' : 'MEMBER') : null,
    usersList: 'users' in o ? o.users : null,
  };
}

export function viewerNode(p: RestProfile) {
  const org = p.organization;
  return {
    __typename: 'Viewer', id: toGlobalId('User', p.id), databaseId: p.id, firstName: p.first_name, lastName: p.last_name,
    email: p.email, phoneNumber: p.phone_number, userType: USER_TYPES[p.user_type], roleLabel: ROLE_LABELS[p.user_type],
    organization: org ? organizationNode(org) : null, imageUrl: p.image, image: fileSignedAt('AVATAR', p.image), isTermsAccepted: p.is_terms_accepted,
    isAdminRole: p.user_type > 0, isViewerAdmin: p.user_type === 1, isAdmin: p.user_type === 2, isSuperAdmin: p.user_type === 3,
    isOrgAdmin: org?.membership_type === 1, isSalesAffiliate: org?.business_type === 0, isEpcMember: org?.business_type === 1,
    policies: policiesOf(p),
  };
}

const policiesOf = (p: Pick<RestProfile, 'privacy_policy_file' | 'terms_of_service_file' | 'platform_agreement_file'>) => ({
  privacyPolicyUrl: p.privacy_policy_file, termsOfServiceUrl: p.terms_of_service_file, platformAgreementUrl: p.platform_agreement_file,
  privacyPolicy: fileSignedAt('POLICY_DOCUMENT', p.privacy_policy_file), termsOfService: fileSignedAt('POLICY_DOCUMENT', p.terms_of_service_file),
  platformAgreement: fileSignedAt('POLICY_DOCUMENT', p.platform_agreement_file),
});

type OrgNode = ReturnType<typeof organizationNode> & { partial?: boolean };

async function fullOrganization(o: OrgNode, ctx: GatewayContext) {
  if (!o.partial) return o;
  const found = (await accountApi(ctx.rest).organizationsWithUsers()).results.find((x) => x.pk === o.databaseId);
  return found ? organizationNode(found) : o;
}

/** The viewer, or null when signed out (no credentials, or the api refuses them). */
export async function loadViewer(ctx: GatewayContext) {
  if (!ctx.rest.hasCredentials) return null;
  try {
    return viewerNode(await accountApi(ctx.rest).me());
  } catch (error) {
    if (isUpstreamError(error, 401)) return null;
    throw error;
  }
}

async function signedIn(ctx: GatewayContext, profile: RestProfile, remember: boolean) {
  ctx.responseCookies.push(sessionCookie(ctx, profile.token!, remember));
  return { viewer: viewerNode(profile), isTermsAccepted: profile.is_terms_accepted, token: profile.token };
}

export const accountResolvers = {
  Query: {
    viewer: (_: unknown, __: unknown, ctx: GatewayContext) => loadViewer(ctx),
    policyDocuments: async (_: unknown, __: unknown, ctx: GatewayContext) => policiesOf(await accountApi(ctx.rest).policies()),
    invite: async (_: unknown, { token }: { token: string }, ctx: GatewayContext) => {
      try {
        const offer = await accountApi(ctx.rest).invite(token);
        return { email: offer.email, name: offer.name, firstName: offer.first_name ?? '', lastName: offer.last_name ?? '', type: offer.type === 0 ? 'ORGANIZATION' : 'USER', businessType: BUSINESS_TYPES[offer.business_type], organizationName: offer.organization?.name ?? null };
      } catch (error) {
        // Unknown, used, or not a token at all (too long, a lone surrogate): no invite.
        if (isUpstreamError(error, 404) || isUpstreamError(error, 400)) return null;
        throw error;
      }
    },
    /** Checked when the reset page opens, so an expired or used link says so before a password is typed. */
    passwordResetLink: async (_: unknown, { token }: { token: string }, ctx: GatewayContext) => {
      try {
        const link = await accountApi(ctx.rest).resetPasswordLink(token);
        return link.valid === true ? { valid: true, message: null } : { valid: false, message: CHANNEL_MESSAGES.resetLinkInvalid };
      } catch (error) {
        if (isUpstreamError(error, 404) || isUpstreamError(error, 400)) return { valid: false, message: CHANNEL_MESSAGES.resetLinkInvalid };
        throw error;
      }
    },
  },
  Viewer: {
    assignableOrganizations: async (_: unknown, __: unknown, ctx: GatewayContext) =>
      (await accountApi(ctx.rest).organizationsWithUsers()).results.map(organizationNode),
  },
  Organization: {
    // A lead knows only its organization's id and name: the rest comes, when asked, from the
    // caller's /organization_with_users/ (one memoised GET per operation).
    businessType: (o: OrgNode, _: unknown, ctx: GatewayContext) => fullOrganization(o, ctx).then((x) => x.businessType),
    description: (o: OrgNode, _: unknown, ctx: GatewayContext) => fullOrganization(o, ctx).then((x) => x.description),
    /** Users come with /organization_with_users/; fetched once per operation whatever asks. */
    users: async (o: ReturnType<typeof organizationNode>, _: unknown, ctx: GatewayContext) => {
      const list = o.usersList ?? (await accountApi(ctx.rest).organizationsWithUsers()).results.find((x) => x.pk === o.databaseId)?.users ?? [];
      return list.map((u) => ({ userId: toGlobalId('User', u.id), databaseId: u.id, firstName: u.first_name, lastName: u.last_name, email: u.email, userType: USER_TYPES[u.user_type] }));
    },
  },
  Mutation: {
    ping: () => true,
    login: (_: unknown, { input }: { input: { emailOrPhone: string; password: string; rememberMe?: boolean } }, ctx: GatewayContext) =>
      withUserErrors(async () => signedIn(ctx, await accountApi(ctx.rest).login({ email_or_phone: input.emailOrPhone, password: input.password }), input.rememberMe !== false)),
    signup: (_: unknown, { input }: { input: Record<string, unknown> & { rememberMe?: boolean } }, ctx: GatewayContext) => {
      const { rememberMe, ...fields } = input;
      return withUserErrors(async () => signedIn(ctx, await accountApi(ctx.rest).signup(snakeKeys(fields)), rememberMe !== false));
    },
    logout: async (_: unknown, __: unknown, ctx: GatewayContext) => {
      ctx.responseCookies.push(clearedCookie(ctx));
      if (ctx.rest.hasCredentials) {
        try { await accountApi(ctx.rest).logout(); } catch (error) {
          if (!(isUpstreamError(error, 401))) throw error;
        }
        // The session is over: its live updates in this process end now (issue 24).
        if (ctx.credentials.kind === 'token') ctx.sessions.ended(ctx.credentials.authorization);
      }
      return { ok: true, message: null, userErrors: [] };
    },
    requestPasswordReset: (_: unknown, { email }: { email: string }, ctx: GatewayContext) =>
      withUserErrors(async () => ({ ok: true, message: (await accountApi(ctx.rest).requestPasswordReset(email)).detail })),
    resetPassword: (_: unknown, { token, password }: { token: string; password: string }, ctx: GatewayContext) =>
      withUserErrors(async () => ({ ok: true, message: (await accountApi(ctx.rest).resetPassword(token, password)).detail })),
    acceptTerms: (_: unknown, __: unknown, ctx: GatewayContext) =>
      withUserErrors(async () => { await accountApi(ctx.rest).acceptTerms(); return { ok: true, message: ACCOUNT_MESSAGES.termsAccepted }; }),
    updateProfile: (_: unknown, { input }: { input: { firstName?: string; lastName?: string; phoneNumber?: string; image?: File; removeImage?: boolean } }, ctx: GatewayContext) =>
      withUserErrors(async () => {
        const api = accountApi(ctx.rest);
        const { image, removeImage, ...fields } = input;
        let profile = Object.keys(fields).length || removeImage ? await api.updateMe({ ...snakeKeys(fields), ...(removeImage ? { image: null } : {}) }) : null;
        if (image) profile = await api.updateMeMultipart({ image });
        return { viewer: viewerNode(profile ?? (await api.me())) };
      }),
    updateOrganization: (_: unknown, { input }: { input: { id: string; name?: string; description?: string; logo?: File; removeLogo?: boolean } }, ctx: GatewayContext) =>
      withUserErrors(async () => {
        const api = accountApi(ctx.rest);
        const pk = idOf(input.id, 'Organization');
        const { id: _id, logo, removeLogo, ...fields } = input;
        let org = Object.keys(fields).length || removeLogo || !logo ? await api.updateOrganization(pk, { ...snakeKeys(fields), ...(removeLogo ? { logo: null } : {}) }) : null;
        if (logo) org = await api.updateOrganizationMultipart(pk, { logo });
        return { organization: organizationNode(org!) };
      }),
  },
};
