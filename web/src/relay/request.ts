import type { RequestParameters, UploadableMap, Variables } from 'relay-runtime';

/** Yoga's CSRF prevention refuses multipart and other "simple" requests without this header. */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

export interface GraphQLRequestInit {
  method: 'POST';
  credentials: 'same-origin';
  headers: Record<string, string>;
  body: string | FormData;
}

type Operation = { operationName: string; variables: Variables } & ({ documentId: string } | { query: string });

/**
 * Persisted operations (relay-compiler `persistConfig`, which keeps the text as well): production
 * builds send only the id as `documentId`, which the gateway's persisted-operations plugin reads
 * (and, with PERSISTED_OPERATIONS_ONLY, is all it accepts). Dev and tests send the text, so a query
 * edited under hot reload works before the gateway has seen it.
 */
export function operationBody(params: RequestParameters, variables: Variables, persistedIds: boolean): Operation {
  if (params.id != null && (persistedIds || params.text == null)) {
    return { documentId: params.id, operationName: params.name, variables };
  }
  if (params.text == null) throw new Error(`Operation ${params.name} has neither an id nor a text`);
  return { query: params.text, operationName: params.name, variables };
}

/** Sets `obj[a][b]…` along a dotted path, creating plain objects (or arrays for numeric keys). */
function setAtPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node: any = target;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    if (node[key] == null || typeof node[key] !== 'object') node[key] = /^\d+$/.test(path[i + 1]) ? [] : {};
    node = node[key];
  });
}

/**
 * The GraphQL multipart request (graphql-multipart-request-spec), which Yoga reads:
 * `operations` (the JSON body with null where each file goes), `map` (file field → paths), files.
 *
 * Relay hands files over as `uploadables`, a map of names to files with no link to the variables,
 * so this app names each uploadable after the variable path that receives it:
 * `uploadables: { file }` for `$file`, `{ 'input.files.0': f }` for the first of `$input.files`.
 */
export function buildMultipartBody(operation: Operation, uploadables: UploadableMap): FormData {
  const variables = structuredClone(operation.variables) as Record<string, unknown>;
  const map: Record<string, string[]> = {};
  const entries = Object.entries(uploadables);
  entries.forEach(([name], index) => {
    setAtPath(variables, name.split('.'), null);
    map[String(index)] = [`variables.${name}`];
  });
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...operation, variables }));
  form.append('map', JSON.stringify(map));
  entries.forEach(([, file], index) => {
    const fileName = file instanceof File ? file.name : 'blob';
    form.append(String(index), file, fileName);
  });
  return form;
}

/** Everything `fetch` needs for one Relay operation. */
export function buildGraphQLRequest(
  params: RequestParameters,
  variables: Variables,
  uploadables?: UploadableMap | null,
  persistedIds = false,
): GraphQLRequestInit {
  const operation = operationBody(params, variables, persistedIds);
  const headers: Record<string, string> = {
    [CSRF_HEADER]: '1',
    accept: 'application/graphql-response+json, application/json',
  };
  if (uploadables && Object.keys(uploadables).length > 0) {
    // No content-type: the browser adds multipart/form-data with its boundary.
    return { method: 'POST', credentials: 'same-origin', headers, body: buildMultipartBody(operation, uploadables) };
  }
  headers['content-type'] = 'application/json';
  return { method: 'POST', credentials: 'same-origin', headers, body: JSON.stringify(operation) };
}
