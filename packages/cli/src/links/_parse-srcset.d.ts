// @fisker/parse-srcset ships no types: the WHATWG srcset parser, as its README describes it.
declare module '@fisker/parse-srcset' {
  interface Candidate {
    url: string
    d?: number
    w?: number
    h?: number
  }
  /** Candidates in order; invalid ones are dropped and reported to `logger.error`. */
  export default function parseSrcset(
    input: string,
    options?: { logger?: { error(message: string): void } },
  ): Candidate[]
}
