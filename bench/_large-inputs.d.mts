// Types of _large-inputs.mjs, for the tests that import it.
export function layoutChain(n: number): string
export function layoutCycle(n: number): string
export function redirectChain(n: number, cycle?: boolean): string
export function aliasFanOut(names: number, routes: number): string
export function manyRoutes(n: number): string
export function unknownGuards(n: number): string
