import type { GatewayContext } from '../context.js';
import { documentsApi } from '../rest/documents.js';
import { requireRole, ROLES } from './admin-nodes.js';
import { agreementNode } from './document-nodes.js';
import { idOf } from './ids.js';
import { apiUserErrors, isExpectedFailure } from './user-errors.js';

/** Messages of issue 26's agreement mutations, written once (the api's MESSAGES_26 says the same). */
export const AGREEMENT_MESSAGES = {
  countersigned: 'Agreement countersigned: it is fully executed.',
} as const;

interface CountersignInput { fullName: string; agree: boolean; signaturePng?: string | null }

/**
 * Issue 26 item 14: the organization's countersignature. Org admins and super admins only, refused
 * here before any upstream call; the api checks again against the lead (a regular user 403, another
 * organization's agreement 404) and answers the form's refusals, which become userErrors.
 */
export const agreementResolvers = {
  Mutation: {
    countersignAgreement: async (_: unknown, { id, input }: { id: string; input: CountersignInput }, ctx: GatewayContext) => {
      const pk = idOf(id, 'Agreement');
      await requireRole(ctx, ROLES.orgAdminOrSuperAdmin);
      try {
        const done = await documentsApi(ctx.rest).countersignAgreement(pk, {
          full_name: input.fullName, agree: input.agree, ...(input.signaturePng ? { signature_png: input.signaturePng } : {}),
        });
        return { agreement: agreementNode(done.agreement), leadId: done.agreement.lead, message: done.detail ?? AGREEMENT_MESSAGES.countersigned, userErrors: [] };
      } catch (error) {
        if (!isExpectedFailure(error)) throw error;
        return { agreement: null, leadId: null, message: null, userErrors: apiUserErrors(error) };
      }
    },
  },
};
