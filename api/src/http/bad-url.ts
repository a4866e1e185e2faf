import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_HEADERS } from '../media/served-type.js';

/**
 * Fastify's answer to a URL the router cannot read (a malformed escape such as `%E0%A4%A`, or a
 * parameter over the length limit), which no hook sees: a 400 in the api's error shape, with the
 * media headers on /api/media/ answers like every other media answer (issue 10).
 */
export function frameworkErrors(error: { code?: string }, request: FastifyRequest, reply: FastifyReply) {
  if (String(request.raw.url ?? '').startsWith('/api/media')) reply.headers(MEDIA_HEADERS);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ detail: 'The URL is too long.' });
  return reply.status(400).send({ detail: 'The URL is malformed.' });
}
