/** The part of s3rver (a fake S3 server for tests; it ships no types) that file-store.test.ts uses. */
declare module 's3rver' {
  export interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    configureBuckets?: Array<{ name: string }>
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
