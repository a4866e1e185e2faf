import { Kind, visit, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const LIST_LIMITS = { maxItems: 100, maxTotalItems: 500 };

export const LIST_TOO_LONG = (max: number) => `A list argument may hold at most ${max} items.`;
export const LISTS_TOO_LONG = (max: number) => `The list arguments of one operation may hold at most ${max} items in all.`;

/**
 * The problem with an operation's lists, if any: every list written in the query and every list in
 * its variables, at any depth. Variables are walked with a stack, not recursion (a list nested
 * 200,000 deep is a client's input), and the walk stops at the first list over a limit.
 */
function listProblem(document: DocumentNode, variables: unknown, limits: typeof LIST_LIMITS): string | null {
  let total = 0;
  const count = (length: number) => {
    total += length;
    return length > limits.maxItems ? LIST_TOO_LONG(limits.maxItems) : total > limits.maxTotalItems ? LISTS_TOO_LONG(limits.maxTotalItems) : null;
  };
  let problem: string | null = null;
  visit(document, { [Kind.LIST]: (node) => { problem ??= count(node.values.length); } });
  const pending: unknown[] = [variables];
  while (!problem && pending.length) {
    const value = pending.pop();
    const children = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
    if (Array.isArray(value)) problem = count(value.length);
    // One at a time: spreading a huge object's values into push() would overflow the stack itself.
    if (!problem) for (const child of children) pending.push(child);
  }
  return problem;
}

/**
 * List arguments cost upstream work per item (`nodes(ids:)` makes a call per id), which
 * graphql-armor's cost limit does not see: every list, written in the query or passed as a
 * variable, holds at most maxItems, and all of an operation's lists at most maxTotalItems.
 * Refused before anything runs, as BAD_USER_INPUT.
 */
export function useListLimits(limits = LIST_LIMITS): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const message = listProblem(args.document, args.variableValues, limits);
      if (message) setResultAndStopExecution({ errors: [createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] });
    },
  };
}
