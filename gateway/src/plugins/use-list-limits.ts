import { Kind, visit, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const LIST_LIMITS = { maxItems: 100, maxTotalItems: 500 };

export const LIST_TOO_LONG = (max: number) => `A list argument may hold at most ${max} items.`;
export const LISTS_TOO_LONG = (max: number) => `The list arguments of one operation may hold at most ${max} items in all.`;

/** The lists written in a document: the first problem among them, else their total (per document, see below). */
function documentLists(document: DocumentNode, limits: typeof LIST_LIMITS): { problem: string | null; total: number } {
  let total = 0;
  let problem: string | null = null;
  visit(document, {
    [Kind.LIST]: (node) => {
      total += node.values.length;
      problem ??= node.values.length > limits.maxItems ? LIST_TOO_LONG(limits.maxItems) : total > limits.maxTotalItems ? LISTS_TOO_LONG(limits.maxTotalItems) : null;
    },
  });
  return { problem, total };
}

/**
 * The problem with an operation's lists, if any: every list written in the query and every list in
 * its variables, at any depth. Variables are walked with a stack, not recursion (a list nested
 * 200,000 deep is a client's input), and the walk stops at the first list over a limit. The
 * document's own lists are counted once per document (`written`): Yoga's parse cache hands every
 * request of the same text the same DocumentNode, so a repeated operation walks only its variables.
 */
function listProblem(written: { problem: string | null; total: number }, variables: unknown, limits: typeof LIST_LIMITS): string | null {
  let total = written.total;
  const count = (length: number) => {
    total += length;
    return length > limits.maxItems ? LIST_TOO_LONG(limits.maxItems) : total > limits.maxTotalItems ? LISTS_TOO_LONG(limits.maxTotalItems) : null;
  };
  let problem = written.problem;
  const pending: unknown[] = [variables];
  while (!problem && pending.length) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    const children = Array.isArray(value) ? value : Object.values(value);
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
  const byDocument = new WeakMap<DocumentNode, { problem: string | null; total: number }>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      let written = byDocument.get(args.document);
      if (!written) byDocument.set(args.document, (written = documentLists(args.document, limits)));
      const message = listProblem(written, args.variableValues, limits);
      if (message) setResultAndStopExecution({ errors: [createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] });
    },
  };
}
