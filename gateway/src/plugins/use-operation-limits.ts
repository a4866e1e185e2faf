import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** The code of every refusal of an operation's size or shape (depth, aliases, directives, tokens, cost, nesting). */
export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/** graphql-armor's limits, as yoga.ts configured them. */
/**
 * maxCost: issue 26 found every mutation that answers the whole lead page (its payload's lead spreads
 * LeadPageContent_lead: proposals, quotes, agreements, files, handoff, tasks) over 20,000 (about
 * 24,000), refused with QUERY_TOO_COMPLEX in the browser; 40,000 gives the page room to grow, and
 * test/web-operations-limits.test.ts fails the day one of the web's operations no longer fits.
 */
export const OPERATION_LIMITS = { maxDepth: 12, maxAliases: 30, maxDirectives: 50, maxTokens: 5000, maxCost: 40000 } as const;

/**
 * graphql-armor words a limit as a parse error ("Syntax Error: Query depth limit of 12 exceeded,
 * found 14.") with no code, and Yoga answered it so: a client could not tell a too-deep operation
 * from a typo. Each refusal is rethrown here as QUERY_TOO_COMPLEX with HTTP 400 and the limit's own
 * words (the misleading prefix dropped). Thrown, not reported: the first limit passed stops the
 * work on the document, as armor's default does.
 */
function refuse(_context: unknown, error: GraphQLError): never {
  throw createGraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: QUERY_TOO_COMPLEX, http: { status: 400 } } });
}

/**
 * Depth, alias, directive and cost limits against expensive queries (graphql-armor), each refusal
 * coded. The token limit is use-nesting-limit.ts's, counted before parsing.
 */
export function useOperationLimits(limits = OPERATION_LIMITS): Plugin {
  const coded = { onReject: [refuse], propagateOnRejection: true };
  return EnvelopArmorPlugin({
    // Cost generous enough for the lead page (one lead with its proposals, quotes, agreements and files).
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ...coded },
    costLimit: { maxCost: limits.maxCost, ...coded },
    maxAliases: { n: limits.maxAliases, ...coded },
    maxDirectives: { n: limits.maxDirectives, ...coded },
    maxTokens: { enabled: false },
  }) as Plugin;
}
