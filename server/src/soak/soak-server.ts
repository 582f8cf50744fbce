import { startFuzzServer } from '../fuzz/fuzz-run'
import type { RunningServer } from '../start'

/** A reference server of a soak test: in this process, on a fresh data directory, admin signed in. */
export interface SoakServer {
  server: RunningServer
  /** admin's token. */
  token: string
  /** Stops the server and removes its data directory. */
  close(): Promise<void>
}

/**
 * Starts a server for a load run: the fuzz run's server (sign-in limits off, since a load test signs in
 * and fails to by the thousand from one address), with admin signed in once.
 */
export async function startSoakServer(name: string): Promise<SoakServer> {
  const started = await startFuzzServer(name)
  return { server: started.server, token: await started.signIn(), close: () => started.close() }
}
