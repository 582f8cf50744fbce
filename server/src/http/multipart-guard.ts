import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { Readable } from 'node:stream'
import { nulMessage, nulPath } from './input-guard'

/** The text fields of a multipart request (the first value of each name) and the names of its files. */
export interface FormParts {
  fields: Record<string, string>
  filenames: string[]
}

/**
 * Checks the fields against the operation's `multipart/form-data` schema, and that every file part the schema
 * requires came under its name (`files`: the field names of the file parts): a refusal, or null.
 */
export type FormCheck = (fields: Record<string, string>, files: readonly string[]) => string | null

/** The longest file name a multipart part may carry (what file systems take; the document says the same). */
export const MAX_FILE_NAME_LENGTH = 255

type FileOptions = Parameters<FastifyRequest['file']>[0]

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE'

/**
 * Reads a multipart request whole before its handler runs (the file into memory: the multipart plugin caps
 * it at 10 MB) so that every field is checked against the document wherever it comes in the stream
 * (clients send `biz` after the file), then hands the same parts to the handler's `request.file()`.
 * Refuses U+0000 in any field name, field value or file name (PostgreSQL text cannot hold it), a file name
 * longer than MAX_FILE_NAME_LENGTH, then what `check` refuses (a missing required file part included) (docs/architecture.md, the contract is the validator). Returns the refusal, or null.
 *
 * The handler's own `limits.fileSize` still applies: a file over it comes out as the plugin hands it out
 * (`file.truncated`, `toBuffer()` rejecting with FST_REQ_FILE_TOO_LARGE).
 */
export async function readMultipart(request: FastifyRequest, check: FormCheck): Promise<string | null> {
  let upload: MultipartFile | undefined
  const chunks: Buffer[] = []
  let truncated = false
  let failure: unknown
  const names: string[] = []
  const fields: Record<string, string> = {}
  const filenames: string[] = []
  const fileFields: string[] = []
  try {
    for await (const part of request.parts()) {
      names.push(part.fieldname)
      if (part.type === 'file') {
        filenames.push(part.filename)
        fileFields.push(part.fieldname)
        if (upload) {
          part.file.resume()
          continue
        }
        upload = part
        for await (const chunk of part.file) chunks.push(chunk as Buffer)
        truncated = part.file.truncated
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value)
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === FILE_TOO_LARGE) truncated = true
    else failure = error
  }
  const bytes = Buffer.concat(chunks)
  request.file = async (options?: FileOptions) => {
    if (failure) throw failure
    if (!upload) return undefined
    return replay(upload, bytes, truncated, options)
  }
  if (failure) return null
  return formProblem({ fields, filenames }, names, fileFields, check)
}

function formProblem(
  form: FormParts,
  names: string[],
  fileFields: string[],
  check: FormCheck,
): string | null {
  const badName = names.find((name) => name.includes('\u0000'))
  if (badName !== undefined) return nulMessage(`form.${badName.replaceAll('\u0000', '')}`)
  const at = nulPath(form.fields)
  if (at !== null) return nulMessage(`form.${at}`)
  if (form.filenames.some((name) => name.includes('\u0000'))) return nulMessage('form.file.filename')
  // A name no file system takes is refused here, before any handler builds a path of it (issue 32, the fuzz).
  if (form.filenames.some((name) => name.length > MAX_FILE_NAME_LENGTH))
    return `form.file.filename 长度不能超过${MAX_FILE_NAME_LENGTH}个字符`
  return check(form.fields, fileFields)
}

/** The file as the plugin hands it out, from the bytes read; over `limits.fileSize`: cut and marked truncated. */
function replay(
  part: MultipartFile,
  bytes: Buffer,
  truncated: boolean,
  options?: FileOptions,
): MultipartFile {
  const limit = options?.limits?.fileSize ?? Number.POSITIVE_INFINITY
  const cut = truncated || bytes.length > limit
  const data = bytes.length > limit ? bytes.subarray(0, limit) : bytes
  const file = Object.assign(Readable.from([data], { objectMode: false }), {
    truncated: cut,
    bytesRead: data.length,
  })
  return {
    ...part,
    file,
    async toBuffer() {
      if (cut)
        throw Object.assign(new Error('request file too large'), { code: FILE_TOO_LARGE, statusCode: 413 })
      return data
    },
  }
}
