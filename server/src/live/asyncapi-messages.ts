import { Ajv, type ValidateFunction } from 'ajv'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

/**
 * The messages of openapi/asyncapi.yaml (the live channels' contract), compiled for tests: which frames the
 * server may send on each channel (its `send` operations and the replies of its `receive` operations) and which
 * a client may send (the `receive` operations' messages). Payloads are AsyncAPI schema objects (JSON Schema
 * draft 07), so plain Ajv validates them.
 */

export const ASYNCAPI_PATH = fileURLToPath(new URL('../../../openapi/asyncapi.yaml', import.meta.url))

type Ref = { $ref: string }
interface Message {
  name?: string
  contentType?: string
  payload?: Record<string, unknown>
}
interface Operation {
  action: 'send' | 'receive'
  channel: Ref
  messages?: Ref[]
  reply?: { channel?: Ref; messages?: Ref[] }
}
export interface AsyncApiDocument {
  asyncapi: string
  defaultContentType?: string
  channels: Record<string, { address: string; messages?: Record<string, Message | Ref> }>
  operations: Record<string, Operation>
  components?: { messages?: Record<string, Message> }
}

export interface ChannelMessages {
  /** Channel name → message name → validator of the payload. */
  fromServer: Map<string, Map<string, ValidateFunction>>
  fromClient: Map<string, Map<string, ValidateFunction>>
  document: AsyncApiDocument
}

/** Follows a local `#/…` reference in the document; throws when it points nowhere. */
export function resolveRef<T>(document: AsyncApiDocument, ref: string): T {
  if (!ref.startsWith('#/')) throw new Error(`only local references: ${ref}`)
  let node: unknown = document
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined
    if (node === undefined) throw new Error(`${ref} points nowhere`)
  }
  return node as T
}

const channelOf = (ref: string) => /^#\/channels\/([^/]+)/.exec(ref)?.[1] ?? ''

export function loadChannelMessages(file = ASYNCAPI_PATH): ChannelMessages {
  const document = parse(readFileSync(file, 'utf8')) as AsyncApiDocument
  const ajv = new Ajv({ strict: false, allErrors: true })
  const compiled = new Map<string, ValidateFunction>()
  const validatorOf = (ref: string): [string, ValidateFunction] => {
    let message = resolveRef<Message | Ref>(document, ref)
    while ('$ref' in message) message = resolveRef<Message | Ref>(document, message.$ref)
    const name = message.name ?? ref
    let validate = compiled.get(name)
    if (!validate) {
      validate = ajv.compile(message.payload ?? {})
      compiled.set(name, validate)
    }
    return [name, validate]
  }
  const fromServer = new Map<string, Map<string, ValidateFunction>>()
  const fromClient = new Map<string, Map<string, ValidateFunction>>()
  const add = (into: typeof fromServer, refs: Ref[] | undefined) => {
    for (const { $ref } of refs ?? []) {
      const channel = channelOf($ref)
      const messages = into.get(channel) ?? new Map<string, ValidateFunction>()
      const [name, validate] = validatorOf($ref)
      messages.set(name, validate)
      into.set(channel, messages)
    }
  }
  for (const operation of Object.values(document.operations)) {
    if (operation.action === 'send') add(fromServer, operation.messages)
    else {
      add(fromClient, operation.messages)
      add(fromServer, operation.reply?.messages)
    }
  }
  return { fromServer, fromClient, document }
}

/**
 * The names of the channel's messages that `frame` (a text frame as it went over the wire) matches; JSON frames
 * are parsed first, a frame that is no JSON is matched as a string.
 */
export function matchingMessages(
  messages: Map<string, ValidateFunction> | undefined,
  frame: string,
): string[] {
  let value: unknown = frame
  try {
    value = JSON.parse(frame)
  } catch {
    // a text frame such as `HeartBeat`
  }
  return [...(messages ?? new Map<string, ValidateFunction>())]
    .filter(([, validate]) => validate(value))
    .map(([name]) => name)
}
