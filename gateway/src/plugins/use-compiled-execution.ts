import { useGraphQlJit } from '@envelop/graphql-jit';
import { getVariableValues } from '@graphql-tools/executor';
// getOperationAST only compares node kinds: any copy of graphql will do. getVariableValues checks
// types with instanceof, so it comes from the executor Yoga uses, whose copy built the schema (in
// vitest a source file's `graphql` is another copy, and it would refuse the schema's types).
import { getOperationAST, Kind, type GraphQLError, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

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
      const { document, operationName } = payload.args;
      const operation = getOperationAST(document, operationName ?? undefined);
      // No such operation (Yoga refuses it before execution): graphql-js words the error.
      if (!operation) return;
      const refused = variableErrors(payload.args, operation);
      if (refused) {
        payload.setResultAndStopExecution({ errors: refused });
        return;
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
    // (Its executor codes a refused variable BAD_USER_INPUT itself.)
  };
}

/**
 * The refusals of the operation's variables, coerced as graphql-js would, each with a code: a value
 * a built-in scalar refuses ("Int cannot represent non-integer value"), or a required one missing,
 * came without one (the executor Yoga runs subscriptions on says BAD_USER_INPUT), while the README
 * promises BAD_USER_INPUT for a malformed variable; our scalars' own codes are kept.
 */
function variableErrors(args: { schema: unknown; variableValues?: unknown }, operation: OperationDefinitionNode): GraphQLError[] | null {
  if (!operation.variableDefinitions?.length) return null;
  const coerced = getVariableValues(args.schema as GraphQLSchema, operation.variableDefinitions, (args.variableValues ?? {}) as Record<string, unknown>, { maxErrors: 50 });
  if (!coerced.errors) return null;
  // Yoga's createGraphQLError: its copy of graphql's class (an error of another copy would count as unexpected).
  return coerced.errors.map((error) => (typeof error.extensions?.code === 'string' ? error : createGraphQLError(error.message, {
    nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, originalError: error.originalError,
    extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
  })));
}
