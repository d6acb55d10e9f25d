// negotiator 1.x ships no types, and @types/negotiator describes 0.6, without the `preferred` option this file uses.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    /** The `available` encodings the request's Accept-Encoding accepts (q > 0), best first; ties in `preferred` order. */
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[]
  }
}
