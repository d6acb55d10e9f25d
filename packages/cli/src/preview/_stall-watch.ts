import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * Closes a connection whose client has stopped reading: data waits in the
 * socket's buffer and none of it has left for `stallMs`. Node's own idle
 * timeout (`server.setTimeout`) did not catch this in time: a review measured
 * such a socket, with 3.8 MB queued, held for about 60 s where the docs say
 * 30 s. Each connection is checked once a second, by one timer for the server.
 * A client that reads, however slowly, moves the queue and is left alone.
 */
export function watchStalledReaders(server: Server, stallMs: number): void {
  const watched = new Map<Socket, { queued: number; since: number }>()
  let timer: NodeJS.Timeout | undefined
  const check = () => {
    const now = Date.now()
    for (const [socket, seen] of watched) {
      const queued = socket.writableLength
      if (queued === 0 || queued !== seen.queued) {
        seen.queued = queued
        seen.since = now
      } else if (now - seen.since >= stallMs) {
        watched.delete(socket)
        socket.destroy()
      }
    }
  }
  server.on('connection', (socket: Socket) => {
    watched.set(socket, { queued: 0, since: Date.now() })
    socket.once('close', () => watched.delete(socket))
    if (!timer) {
      timer = setInterval(check, Math.min(1_000, stallMs)).unref()
      server.once('close', () => {
        clearInterval(timer)
        timer = undefined
      })
    }
  })
}
