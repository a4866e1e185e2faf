import type { GraphQLResolveInfo } from 'graphql';
import { apiUserErrors, isExpectedFailure, toUserError, type FieldRule, type PayloadError, type UserError } from './user-errors.js';

/** Texts the channel answers with, written once (tests and README quote them). */
export const CHANNEL_MESSAGES = {
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  referralNotFound: (code: string) => `Referral code ${code} was not found.`,
} as const;

/**
 * Where a mutation's api body nests differently from its GraphQL input. Everything else follows
 * the generic rule of user-errors.ts (snake_case → camelCase, `lead` → `leadId`, under `input`).
 */
export const FIELD_RULES: Record<string, FieldRule> = {
  resetPassword: {
    // Any refusal of the token (unknown, expired, used, too long) is one thing to the user: the link.
    refine: (e) => (e.field === 'token' ? { field: 'token', code: 'EXPIRED_LINK', messages: [CHANNEL_MESSAGES.resetLinkInvalid] } : e),
  },
  uploadLeadFile: { fields: { lead_pk: 'leadId' } },
  importUtilityData: { fields: { lead_pk: 'leadId', files: 'referral' } },
  assignLead: { fields: { associated_user: 'userId' } },
  setLeadSystemImage: { fields: { system_image: 'file' } },
  uploadProposalPdf: { fields: { pdf_file: 'file' } },
  generateProposal: { fields: { proposal_pk: 'id' } },
  generateQuote: { fields: { quote_pk: 'id' } },
  // The api's `values` are the input's typed pricing and PACE values over its raw JSON values; its
  // pre-validation names a missing value bare (`program`, `epc_price`).
  ...Object.fromEntries(['createProposal', 'updateProposal', 'createQuote', 'createPaceQuote', 'updateQuote'].map((name) =>
    [name, { fields: { values: ['input.pricing', 'input.pace', 'input.values'] }, fallback: ['input.pricing', 'input.pace'] }])),
};

type Resolver = (parent: unknown, args: any, ctx: any, info: GraphQLResolveInfo) => unknown;

/** A thrown error a client should meet in the payload instead: an expected api failure, or the gateway's own role refusal. */
function payloadErrorsOf(error: unknown): PayloadError[] | null {
  if (isExpectedFailure(error)) return apiUserErrors(error);
  const extensions = (error as { extensions?: { code?: unknown } } | null)?.extensions;
  if (extensions?.code === 'FORBIDDEN') return [{ field: null, messages: [(error as Error).message], code: 'FORBIDDEN' }];
  return null;
}

/**
 * Wraps every mutation resolver: expected failures thrown anywhere in it become payload
 * `userErrors` (data fields null, StatusPayload.ok false), and each userError in the api's words
 * gets its GraphQL input path from the mutation's own arguments. Top-level errors are left for
 * authentication (UNAUTHENTICATED), malformed requests (BAD_USER_INPUT) and the unexpected.
 */
export function withErrorChannel(mutations: Record<string, Resolver>, rules: Record<string, FieldRule> = FIELD_RULES): Record<string, Resolver> {
  const wrapped: Record<string, Resolver> = {};
  for (const [name, resolve] of Object.entries(mutations)) {
    wrapped[name] = async (parent, args, ctx, info) => {
      let payload: unknown;
      try {
        payload = await resolve(parent, args, ctx, info);
      } catch (error) {
        const userErrors = payloadErrorsOf(error);
        if (!userErrors) throw error;
        payload = { userErrors };
      }
      if (!payload || typeof payload !== 'object' || !Array.isArray((payload as { userErrors?: unknown }).userErrors)) return payload;
      const definition = info.parentType.getFields()[info.fieldName];
      const userErrors: UserError[] = (payload as { userErrors: PayloadError[] }).userErrors
        .map((e) => toUserError(e, definition?.args ?? [], Object.hasOwn(rules, name) ? rules[name] : {}));
      return { ...payload, userErrors };
    };
  }
  return wrapped;
}
