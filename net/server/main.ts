/**
 * CLI entry: `npx tsx net/server/main.ts [--host H] [--port P] [--static DIR] [--ice JSON | --stun URL …]`.
 * Starts the server, prints the URLs to open, and shuts down cleanly on SIGINT/SIGTERM.
 */
import { networkInterfaces } from 'node:os'
import { CliError, parseCli, reachableUrls, USAGE } from './cli'
import { startServer } from './server'

async function main(): Promise<void> {
  let options
  try {
    options = parseCli(process.argv.slice(2), process.env)
  } catch (error) {
    if (!(error instanceof CliError)) throw error
    console.error(`${error.message}\n\n${USAGE}`)
    process.exit(2)
  }
  if (options.help) {
    console.log(USAGE)
    return
  }

  let server
  try {
    server = await startServer(options)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const why = code === 'EADDRINUSE' ? `port ${options.port} is in use (try --port 0 or another port)` : String(error)
    console.error(`Holotable server could not start: ${why}`)
    process.exit(1)
  }

  const urls = reachableUrls(options.host, server.port, networkInterfaces())
  const ice = options.iceServers.length === 0 ? 'none (LAN play)' : `${options.iceServers.length} configured`
  console.log(`Holotable is running. Open one of these in a browser:\n${urls.map((u) => `  ${u}`).join('\n')}`)
  console.log(`ICE servers: ${ice}. Press Ctrl+C to stop.`)

  let stoppingSince = 0
  const stop = (signal: NodeJS.Signals): void => {
    if (stoppingSince > 0) {
      // A second Ctrl+C while closing means "now"; one within a second is the same signal relayed by
      // scripts/start.mjs (a terminal signals the whole process group).
      if (Date.now() - stoppingSince > 1000) process.exit(130)
      return
    }
    stoppingSince = Date.now()
    if (!options.quiet) console.log(`\n${signal}: stopping…`)
    // The `peer` package keeps internal timers it offers no way to stop, so exit explicitly once closed.
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

void main()
