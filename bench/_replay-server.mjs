// The floor for bench/preview-load.mjs: a bare node:http server that replays,
// from memory, the responses `routekit preview` gave for each target (same
// status, headers and bytes, a 304 for a matching If-None-Match). It reads no
// file and makes no decision, so its throughput is what Node's HTTP layer
// alone reaches on this machine; no Node server can beat it.
//
//   node bench/_replay-server.mjs <responses.json>   prints its URL, like `routekit preview`
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const responses = JSON.parse(readFileSync(process.argv[2], 'utf8'))
for (const r of Object.values(responses)) {
  r.body = Buffer.from(r.body, 'base64')
  // Node writes these itself, per response.
  for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete r.headers[name]
}

const server = createServer((request, response) => {
  const recorded = responses[request.url]
  if (!recorded) {
    response.writeHead(404).end()
    return
  }
  if (recorded.headers.etag && request.headers['if-none-match'] === recorded.headers.etag) {
    const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = recorded.headers
    response.writeHead(304, headers).end()
    return
  }
  response.writeHead(recorded.status, recorded.headers).end(recorded.body)
})
server.listen(0, '127.0.0.1', () => console.log(`replay: http://127.0.0.1:${server.address().port}/`))
