import { useGraphQlJit } from '@envelop/graphql-jit';
import { getVariableValues } from '@graphql-tools/executor';
// getOperationAST only compares node kinds: any copy of graphql will do. getVariableValues checks
// types with instanceof, so it comes from the executor Yoga uses, whose copy built the schema (in
// vitest a source file's `graphql` is another copy, and it would refuse the schema's types).
import { getOperationAST, Kind, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The document graphql-jit compiles for one operation: the operation alone, with every fragment.
 * graphql-jit caches a compiled query by document object only (a WeakMap on the DocumentNode, and
 * Yoga's parse cache hands every request of one text the same DocumentNode), whatever operation was
 * named: the first request of a document of several operations decided what every later one ran,
 * a query could run the document's mutation. Each operation gets a document object of its own
 * (made once per operation node), so the cache's key is the document and the operation together.
 */
const operationDocuments = new WeakMap<OperationDefinitionNode, DocumentNode>();
function documentOf(document: DocumentNode, operation: OperationDefinitionNode): DocumentNode {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operations.length === 1) return document;
  let own = operationDocuments.get(operation);
  if (!own) {
    own = { ...document, definitions: document.definitions.filter((definition) => definition.kind !== Kind.OPERATION_DEFINITION || definition === operation) };
    operationDocuments.set(operation, own);
  }
  return own;
}

/**
 * Operations run as compiled JavaScript (graphql-jit), each document compiled once: on the replay
 * bench (npm run bench:gateway) it took a third to two fifths off the gateway's CPU for the lead list
 * and lead page, where graphql-js walked the schema and the query for every field of every row.
 *
 * graphql-jit coerces variables itself and words a refused value as "Expected type Date", losing
 * the message our scalars give ("… is not a date (YYYY-MM-DD)", the File upload hint). So the
 * variables are first coerced by graphql-js, exactly as its `execute` would, and refused with its
 * errors; only valid variables reach the compiled operation.
 */
export function useCompiledExecution(): Plugin {
  const jit = useGraphQlJit({}, { onError: () => undefined }) as Plugin;
  return {
    onExecute(payload) {
      const { schema, document, operationName, variableValues } = payload.args;
      const operation = getOperationAST(document, operationName ?? undefined);
      // No such operation (Yoga refuses it before execution): graphql-js words the error.
      if (!operation) return;
      if (operation.variableDefinitions?.length) {
        const coerced = getVariableValues(schema as GraphQLSchema, operation.variableDefinitions, (variableValues ?? {}) as Record<string, unknown>, { maxErrors: 50 });
        if (coerced.errors) {
          payload.setResultAndStopExecution({ errors: coerced.errors });
          return;
        }
      }
      const own = documentOf(document, operation);
      return (jit.onExecute as NonNullable<Plugin['onExecute']>)({
        ...payload,
        setExecuteFn: (execute) => payload.setExecuteFn((args) => execute({ ...args, document: own })),
      });
    },
    // Subscriptions run on graphql-js: graphql-jit hands a subscription field's `subscribe` the
    // operation's variables instead of the field's arguments (a literal `includeCurrent: true`, or
    // a variable not named like the argument, was lost). Events are few; speed does not matter there.
  };
}
