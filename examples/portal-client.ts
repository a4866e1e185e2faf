/**
 * A small client for the portal's GraphQL gateway, for scripts and internal tools (README "Use the
 * API from a script"). Plain fetch: no GraphQL library needed.
 *
 * - Signs in once with `login` and then sends `Authorization: Token <token>` (tools do not use the
 *   browser's cookie).
 * - A mutation's expected failures come back in its payload's `userErrors` ({ field, code,
 *   messages }): `mutate` throws them as a `UserErrorsError`, so a script decides per `code`.
 * - Top-level errors are for the unexpected. `UPSTREAM_UNAVAILABLE` (the api is down or too slow)
 *   is retried with backoff for queries and sign-in, since the same request usually works a moment
 *   later; a mutation is not retried (the api may have done it before its answer was lost: check,
 *   then send it again). Anything else throws a `GatewayError` with its code.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface UserError { field: string | null; code: string; messages: string[] }

/** A mutation refused its input (or the caller): the payload's userErrors. */
export class UserErrorsError extends Error {
  constructor(readonly operation: string, readonly userErrors: UserError[]) {
    super(`${operation}: ${userErrors.map((e) => `${e.field ?? '(input)'} ${e.code}: ${e.messages.join(' ')}`).join('; ')}`);
  }
  has(code: string) { return this.userErrors.some((e) => e.code === code); }
}

/** A top-level GraphQL error (UNAUTHENTICATED, BAD_USER_INPUT, UPSTREAM_UNAVAILABLE after the retries, …). */
export class GatewayError extends Error {
  constructor(message: string, readonly code: string | undefined) { super(message); }
}

export interface ClientOptions {
  /** The gateway's origin, e.g. http://127.0.0.1:4000 */
  url: string;
  token?: string;
  /** Attempts for an UPSTREAM_UNAVAILABLE answer (default 4: waits 0.5, 1 and 2 s between them). */
  attempts?: number;
  /** How to wait between attempts (tests pass an instant one). */
  sleep?: (ms: number) => Promise<void>;
  /** Told about each retry. */
  onRetry?: (attempt: number, waitMs: number, message: string) => void;
}

type GraphQLAnswer<T> = { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

export class PortalClient {
  private token: string | undefined;
  constructor(private readonly options: ClientOptions) { this.token = options.token; }

  /** Signs in with an e-mail (or phone) and password; keeps the token for the following requests. */
  async signIn(emailOrPhone: string, password: string): Promise<string> {
    const { login } = await this.request<{ login: { token: string | null; userErrors: UserError[] } }>(
      `mutation SignIn($input: LoginInput!) { login(input: $input) { token userErrors { field code messages } } }`,
      { input: { emailOrPhone, password, rememberMe: false } },
    );
    if (login.userErrors.length || !login.token) throw new UserErrorsError('login', login.userErrors);
    this.token = login.token;
    return login.token;
  }

  /** A query (retried on UPSTREAM_UNAVAILABLE; `retry: false` for mutations); throws top-level errors. */
  async request<T>(query: string, variables: Record<string, unknown> = {}, { retry = true } = {}): Promise<T> {
    return this.withRetries(retry, () => this.send<T>(() => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.authHeader() },
      body: JSON.stringify({ query, variables }),
    })));
  }

  /** A mutation whose payload has `userErrors`: throws UserErrorsError when there are any. */
  async mutate<T extends Record<string, { userErrors: UserError[] }>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const data = await this.request<T>(query, variables, { retry: false });
    for (const [operation, payload] of Object.entries(data)) {
      if (payload?.userErrors?.length) throw new UserErrorsError(operation, payload.userErrors);
    }
    return data;
  }

  /**
   * A mutation with one file (the GraphQL multipart request spec): `fileVariable` names the File
   * variable. Uploads need the CSRF header, which only a script (never another site) can send.
   */
  async upload<T extends Record<string, { userErrors: UserError[] }>>(query: string, variables: Record<string, unknown>, fileVariable: string, filePath: string, contentType = 'application/octet-stream'): Promise<T> {
    const bytes = fs.readFileSync(filePath);
    const data = await this.withRetries(false, () => this.send<T>(() => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables: { ...variables, [fileVariable]: null } }));
      form.append('map', JSON.stringify({ 0: [`variables.${fileVariable}`] }));
      form.append('0', new Blob([bytes], { type: contentType }), path.basename(filePath));
      return { method: 'POST', headers: { 'x-graphql-yoga-csrf': 'script', ...this.authHeader() }, body: form };
    }));
    for (const [operation, payload] of Object.entries(data)) {
      if (payload?.userErrors?.length) throw new UserErrorsError(operation, payload.userErrors);
    }
    return data;
  }

  /**
   * Every node of a connection, page by page with cursors (`first` / `after`): `query` takes
   * `$first: Int!` and `$after: String`, and `connectionOf` picks the connection from its data.
   */
  async *paginate<T, N>(query: string, variables: Record<string, unknown>, connectionOf: (data: T) => { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: Array<{ node: N } | null> }, pageSize = 50): AsyncGenerator<N> {
    let after: string | null = null;
    for (;;) {
      const connection = connectionOf(await this.request<T>(query, { ...variables, first: pageSize, after }));
      for (const edge of connection.edges) if (edge) yield edge.node;
      if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) return;
      after = connection.pageInfo.endCursor;
    }
  }

  private authHeader(): Record<string, string> {
    return this.token ? { authorization: `Token ${this.token}` } : {};
  }

  private async send<T>(init: () => RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL('/graphql', this.options.url), init());
    } catch (error) {
      // The gateway itself cannot be reached: as retryable as the api being down.
      throw new GatewayError(`cannot reach ${this.options.url}: ${(error as Error).message}`, 'UPSTREAM_UNAVAILABLE');
    }
    const text = await response.text();
    let answer: GraphQLAnswer<T>;
    try { answer = JSON.parse(text) as GraphQLAnswer<T>; } catch {
      throw new GatewayError(`the gateway answered ${response.status} without JSON: ${text.slice(0, 200)}`, response.status >= 500 ? 'UPSTREAM_UNAVAILABLE' : undefined);
    }
    const first = answer.errors?.[0];
    if (first) throw new GatewayError(first.message, first.extensions?.code);
    if (!answer.data) throw new GatewayError(`the gateway answered ${response.status} without data`, undefined);
    return answer.data;
  }

  private async withRetries<T>(retry: boolean, run: () => Promise<T>): Promise<T> {
    const attempts = retry ? this.options.attempts ?? 4 : 1;
    const sleep = this.options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        const retryable = error instanceof GatewayError && error.code === 'UPSTREAM_UNAVAILABLE';
        if (!retryable || attempt >= attempts) throw error;
        const wait = 500 * 2 ** (attempt - 1);
        this.options.onRetry?.(attempt, wait, (error as Error).message);
        await sleep(wait);
      }
    }
  }
}
