// s3rver ships no types; the part the tests use.
declare module 's3rver' {
  interface S3rverOptions { address?: string; port?: number; directory?: string; silent?: boolean; resetOnClose?: boolean; configureBuckets?: { name: string }[] }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
