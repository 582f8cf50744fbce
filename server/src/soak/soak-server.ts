import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer } from '../start'

/** A reference server of a soak test: in this process, on a fresh data directory, admin signed in. */
export interface SoakServer {
  server: RunningServer
  /** admin's token. */
  token: string
  /** Stops the server and removes its data directory. */
  close(): Promise<void>
}

/**
 * Starts a server for a load run. The sign-in limits are off: a load test signs in (and fails to) by the
 * thousand from one address, which is not what the limits are tested by.
 */
export async function startSoakServer(name: string): Promise<SoakServer> {
  const root = mkdtempSync(join(tmpdir(), `erp-${name}-`))
  const server = await startServer({
    port: 0,
    dataDir: join(root, 'data'),
    staticDir: null,
    loginLimits: false,
  })
  const response = await fetch(`${server.apiUrl}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  const token = ((await response.json()) as { result?: { token?: string } }).result?.token
  if (!token) throw new Error(`admin could not sign in to the ${name} server`)
  return {
    server,
    token,
    close: async () => {
      await server.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}
