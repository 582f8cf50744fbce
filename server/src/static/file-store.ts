import type * as S3Sdk from '@aws-sdk/client-s3'
import { createReadStream, rmSync, statSync } from 'node:fs'
import { Readable } from 'node:stream'

/**
 * Where uploaded files live beyond the local upload folder. Handlers write an upload to `<uploadDir>/<key>` as
 * before and then call `stored(key, path)`; a shared store takes it from there, so every instance can serve it.
 */
export interface FileStore {
  /** Hands over a file just written at `path` under `key` (`<biz>/<name>`). */
  stored(key: string, path: string): Promise<void>
  /** The stored file of `key`, or null when there is none. */
  open(key: string): Promise<{ body: Readable; size: number } | null>
  remove(key: string): Promise<void>
  /**
   * Every object the store holds (keys as given to `stored`), or null when the store keeps no list of its own:
   * the local folder, where the oss_file table is the list (uploads are recorded there as they are written).
   */
  list(): Promise<StoredObject[] | null>
}

/** An object of a shared store, as its listing gives it. */
export interface StoredObject {
  key: string
  size: number
  lastModified: Date | null
}

/** At most this many objects are listed (1,000 per ListObjectsV2 page): the 对象存储 page pages them in memory. */
export const LIST_LIMIT = 100_000

/** The embedded default: the files stay in the local upload folder (serve-uploads reads them there). */
export const localFiles: FileStore = {
  async stored() {},
  async open() {
    return null
  },
  async remove() {},
  async list() {
    return null
  },
}

export interface S3Settings {
  endpoint?: string
  bucket: string
  region?: string
  accessKeyId?: string
  secretAccessKey?: string
  /** Path-style URLs (MinIO, s3rver, most self-hosted stores); default true when an endpoint is given. */
  forcePathStyle?: boolean
  /** Key prefix inside the bucket, e.g. `erp/`. */
  prefix?: string
}

/** The S3 settings of the environment (S3_BUCKET set), or null: S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, … */
export function s3SettingsOf(env: Record<string, string | undefined> = process.env): S3Settings | null {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_REGION ? { region: env.S3_REGION } : {}),
    ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
    ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
    ...(env.S3_FORCE_PATH_STYLE ? { forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false' } : {}),
    ...(env.S3_PREFIX ? { prefix: env.S3_PREFIX } : {}),
  }
}

/**
 * An S3-compatible object store (AWS S3, MinIO, Ceph, …) through AWS's client: an upload goes to the bucket and
 * leaves the local folder; reads stream from the bucket. The SDK is loaded at first use, so a server without S3
 * settings never loads it (its start stays as fast as before).
 */
export function s3Files(settings: S3Settings): FileStore {
  let loaded: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | null = null
  const connect = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: clientOf(sdk, settings) })))
  const Bucket = settings.bucket
  const keyOf = (key: string) => `${settings.prefix ?? ''}${key}`
  const missing = (error: unknown) => {
    const meta = (error as { name?: string; $metadata?: { httpStatusCode?: number } }) ?? {}
    return meta.name === 'NoSuchKey' || meta.name === 'NotFound' || meta.$metadata?.httpStatusCode === 404
  }
  return {
    async stored(key, path) {
      const { sdk, client } = await connect()
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: createReadStream(path),
          ContentLength: statSync(path).size,
        }),
      )
      rmSync(path, { force: true })
    },
    async open(key) {
      const { sdk, client } = await connect()
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(key) }))
        if (!(object.Body instanceof Readable)) return null
        return { body: object.Body, size: Number(object.ContentLength ?? 0) }
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async remove(key) {
      const { sdk, client } = await connect()
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(key) }))
    },
    async list() {
      const { sdk, client } = await connect()
      const prefix = settings.prefix ?? ''
      const objects: StoredObject[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket,
            ...(prefix ? { Prefix: prefix } : {}),
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        )
        for (const object of page.Contents ?? []) {
          if (!object.Key?.startsWith(prefix) || object.Key.endsWith('/')) continue
          objects.push({
            key: object.Key.slice(prefix.length),
            size: Number(object.Size ?? 0),
            lastModified: object.LastModified ?? null,
          })
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken && objects.length < LIST_LIMIT)
      return objects.slice(0, LIST_LIMIT)
    },
  }
}

function clientOf(sdk: typeof S3Sdk, settings: S3Settings): S3Sdk.S3Client {
  return new sdk.S3Client({
    region: settings.region ?? 'us-east-1',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
    // Checksums only where S3 requires them: S3-compatible stores (s3rver, older MinIO) store aws-chunked bodies as sent.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  })
}
