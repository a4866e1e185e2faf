import { Kind, visit, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const LIST_LIMITS = { maxItems: 100, maxTotalItems: 500 };

export const LIST_TOO_LONG = (max: number) => `A list argument may hold at most ${max} items.`;
export const LISTS_TOO_LONG = (max: number) => `The list arguments of one operation may hold at most ${max} items in all.`;

/** Lengths of every list written in the operation and of every list in its variables. */
function listLengths(document: DocumentNode, variables: unknown): number[] {
  const lengths: number[] = [];
  visit(document, { [Kind.LIST]: (node) => { lengths.push(node.values.length); } });
  const walk = (value: unknown) => {
    if (Array.isArray(value)) { lengths.push(value.length); value.forEach(walk); } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(variables);
  return lengths;
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
      const lengths = listLengths(args.document, args.variableValues);
      const message = lengths.some((length) => length > limits.maxItems) ? LIST_TOO_LONG(limits.maxItems)
        : lengths.reduce((sum, length) => sum + length, 0) > limits.maxTotalItems ? LISTS_TOO_LONG(limits.maxTotalItems) : null;
      if (message) setResultAndStopExecution({ errors: [createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] });
    },
  };
}
