import { getOperationAST, Kind, visit, type ASTNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const LIST_LIMITS = { maxItems: 100, maxTotalItems: 500 };

export const LIST_TOO_LONG = (max: number) => `A list argument may hold at most ${max} items.`;
export const LISTS_TOO_LONG = (max: number) => `The list arguments of one operation may hold at most ${max} items in all.`;

/**
 * The lists written in one operation of a document and in the fragments it spreads (transitively):
 * the first problem among them, else their total. Not the whole document: a document of several
 * operations (a client's whole file) runs one, and another's lists are no cost of this one.
 */
function operationLists(document: DocumentNode, operation: OperationDefinitionNode, limits: typeof LIST_LIMITS): { problem: string | null; total: number } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  let total = 0;
  let problem: string | null = null;
  const seen = new Set<string>();
  const pending: ASTNode[] = [operation];
  while (pending.length) {
    visit(pending.pop()!, {
      [Kind.LIST]: (node) => {
        total += node.values.length;
        problem ??= node.values.length > limits.maxItems ? LIST_TOO_LONG(limits.maxItems) : total > limits.maxTotalItems ? LISTS_TOO_LONG(limits.maxTotalItems) : null;
      },
      [Kind.FRAGMENT_SPREAD]: (node) => {
        const fragment = fragments.get(node.name.value);
        if (fragment && !seen.has(node.name.value)) { seen.add(node.name.value); pending.push(fragment); }
      },
    });
  }
  return { problem, total };
}

/**
 * The problem with an operation's lists, if any: every list written in the query and every list in
 * its variables, at any depth. Variables are walked with a stack, not recursion (a list nested
 * 200,000 deep is a client's input), and the walk stops at the first list over a limit. The
 * operation's own lists are counted once per operation node (`written`): Yoga's parse cache hands
 * every request of the same text the same DocumentNode, so a repeated operation walks only its variables.
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
  const byOperation = new WeakMap<OperationDefinitionNode, { problem: string | null; total: number }>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (!operation) return; // refused before execution (no such operation)
      let written = byOperation.get(operation);
      if (!written) byOperation.set(operation, (written = operationLists(args.document, operation, limits)));
      const message = listProblem(written, args.variableValues, limits);
      if (message) setResultAndStopExecution({ errors: [createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] });
    },
  };
}
