// A second loopback server that stands in for an external site. It records
// each request with its Fetch Metadata headers, so a test can tell a full
// document navigation (`Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`)
// from a script's fetch.
import { createServer, type Server } from 'node:http'

export interface SeenRequest {
  path: string
  mode: string | undefined
  dest: string | undefined
}

export interface ExternalSite {
  origin: string
  close(): Promise<void>
}

/** Starts the stand-in on 127.0.0.1 and a free port. `GET /__requests` lists what it has seen. */
export function startExternalSite(): Promise<ExternalSite> {
  const seen: SeenRequest[] = []
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/'
    if (path === '/__requests') {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify(seen))
      return
    }
    seen.push({
      path,
      mode: req.headers['sec-fetch-mode'] as string | undefined,
      dest: req.headers['sec-fetch-dest'] as string | undefined,
    })
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end('<!doctype html><html lang="en"><title>External site</title><h1>External landing page</h1></html>')
  })
  return new Promise((done, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      done({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((closed) => server.close(() => closed())),
      })
    })
  })
}
