import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_HEADERS } from '../media/served-type.js';
import { MESSAGES } from '../messages.js';
import { proposalPage } from '../routes/proposal-page.js';
import { signingPage } from '../routes/signing-page.js';

/**
 * The longest path parameter the router passes to a route (Fastify's default is 100): a token a
 * person damaged by pasting too much reaches its route, which answers it like any unknown token
 * (GET /reset_password/{token}/: 404); only absurd URLs stop at the router (414).
 */
export const MAX_PARAM_LENGTH = 1000;

/**
 * Fastify's answer to a URL the router cannot read (a malformed escape such as `%E0%A4%A`, or a
 * parameter over the length limit), which no hook sees: a 400 in the api's error shape, with the
 * media headers on /api/media/ answers like every other media answer (issue 10), and the
 * signing page's branded page under its prefix (a customer follows those links: issue 11).
 */
export function frameworkErrors(error: { code?: string }, request: FastifyRequest, reply: FastifyReply) {
  const url = String(request.raw.url ?? '');
  if (url.startsWith('/api/media')) reply.headers(MEDIA_HEADERS);
  if (url.startsWith('/api/agreement/sign')) {
    return signingPage(reply, 404, { kind: 'message', title: MESSAGES.signingLinkInvalidTitle, message: MESSAGES.agreementNotFound, lines: [MESSAGES.signingLinkAskSender] });
  }
  if (url.startsWith('/api/p/')) { // the web proposal link's page (issue 15)
    return proposalPage(reply, 404, { kind: 'message', title: MESSAGES.proposalLinkInvalidTitle, message: MESSAGES.proposalLinkAskSender });
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ detail: 'The URL is too long.' });
  return reply.status(400).send({ detail: 'The URL is malformed.' });
}
