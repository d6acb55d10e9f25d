// The browser's reader of maintenance.json (readMaintenanceFlag: no validator) and the validator the CLI and the
// servers use (parseMaintenanceFile: zod) accept exactly the same files, and read the same flag from them.
import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, test } from 'vitest'
import { parseMaintenanceFile, maintenanceFileSchema } from '../src/index.js'
import { isDateTime, MAINTENANCE_FIELDS, readMaintenanceFlag } from '../src/config/maintenance/maintenance-flag.js'
import { MAINTENANCE_FILE_MAX_BYTES } from '../src/config/constants.js'
import { propertyRuns } from './_property.js'

const KEYHASH = `pbkdf2-sha256-keyhash$600000$${'A'.repeat(22)}$${'b'.repeat(43)}`

const valid = {
  enabled: true,
  message: 'Back soon',
  until: '2030-06-01T18:00:00.000Z',
  allow: ['/status', '/docs/*'],
  bypass: KEYHASH,
  updatedAt: '2030-06-01T16:00:00+02:00',
  updatedBy: 'ops',
}

/** Both readers' answer for one text: the flag, or null. */
function both(text: string): { browser: unknown; validator: unknown } {
  const parsed = parseMaintenanceFile(text)
  return { browser: readMaintenanceFlag(text), validator: parsed.ok ? parsed.flag : null }
}

/** Values near each field's rules: right and wrong types, lengths at the limits, near-miss dates, verifiers and paths. */
const NEAR_MISSES: unknown[] = [
  true,
  false,
  null,
  0,
  1,
  [],
  {},
  '',
  ' ',
  'ops',
  'x'.repeat(200),
  'x'.repeat(201),
  'x'.repeat(2000),
  'x'.repeat(2001),
  '2030-06-01T18:00:00Z',
  '2030-02-29T00:00:00Z',
  '2030-06-01T18:00:00',
  KEYHASH,
  'a'.repeat(64),
  `pbkdf2-sha256-keyhash$99999$${'A'.repeat(22)}$${'b'.repeat(43)}`,
  `pbkdf2-sha256-keyhash$2000001$${'A'.repeat(22)}$${'b'.repeat(43)}`,
  ['/a', '/docs/*'],
  ['a'],
  ['/a b'],
  ['/a?x'],
  ['/' + 'p'.repeat(511)],
  ['/' + 'p'.repeat(512)],
  [1],
  new Array(200).fill('/a'),
  new Array(201).fill('/a'),
]

const fieldValue = fc.oneof(
  fc.constantFrom(...NEAR_MISSES),
  fc.constantFrom(
    '2030-06-01T18:00:00Z',
    '2030-06-01T18:00:00.123+02:00',
    '2030-06-01T18:00Z',
    '2030-02-29T00:00:00Z',
    '2032-02-29T00:00:00Z',
    '2030-13-01T00:00:00Z',
    '2030-06-01T24:00:00Z',
    '2030-06-01 18:00:00Z',
    '2030-06-01T18:00:00',
    '2030-06-01T18:00:00+2:00',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(KEYHASH, 'a'.repeat(64), 'A'.repeat(64), `pbkdf2-sha256$600000$${'A'.repeat(22)}$${'b'.repeat(43)}`),
  fc.constantFrom(
    `pbkdf2-sha256-keyhash$99999$${'A'.repeat(22)}$${'b'.repeat(43)}`,
    `pbkdf2-sha256-keyhash$2000001$${'A'.repeat(22)}$${'b'.repeat(43)}`,
  ),
  fc.array(
    fc.constantFrom('/a', '/docs/*', 'a', '/a b', '/a?x', '/#', '/', '/' + 'p'.repeat(511), '/' + 'p'.repeat(512), 1),
    {
      maxLength: 3,
    },
  ),
  fc.constantFrom(new Array(200).fill('/a'), new Array(201).fill('/a')),
  fc.string({ maxLength: 30 }),
)

const keys = fc.constantFrom(...MAINTENANCE_FIELDS, '__proto__', 'constructor', 'extra', 'Enabled')

describe('readMaintenanceFlag agrees with parseMaintenanceFile', () => {
  test('the fields the browser knows are the schema’s', () => {
    expect([...MAINTENANCE_FIELDS].sort()).toEqual(Object.keys(maintenanceFileSchema.shape).sort())
  })

  test('on a valid file, its mutations, and objects built from near-miss values', () => {
    const mutated = fc.record(
      {
        base: fc.boolean(),
        set: fc.dictionary(keys, fieldValue, { maxKeys: 4 }),
        drop: fc.subarray([...MAINTENANCE_FIELDS]),
      },
      { requiredKeys: ['base', 'set', 'drop'] },
    )
    fc.assert(
      fc.property(mutated, ({ base, set, drop }) => {
        const file: Record<string, unknown> = base ? { ...valid } : {}
        for (const key of drop) delete file[key]
        for (const [key, value] of Object.entries(set)) Object.defineProperty(file, key, { value, enumerable: true })
        const { browser, validator } = both(JSON.stringify(file))
        expect(browser).toEqual(validator)
      }),
      propertyRuns(2_000),
    )
  })

  test('on each near-miss value in each field of a valid file', () => {
    for (const key of [...MAINTENANCE_FIELDS, 'extra'])
      for (const value of [undefined, ...NEAR_MISSES]) {
        const { browser, validator } = both(JSON.stringify({ ...valid, [key]: value }))
        expect(browser, `${key}: ${JSON.stringify(value)?.slice(0, 60)}`).toEqual(validator)
      }
  })

  test("isDateTime() accepts what zod's iso.datetime({ offset: true }) accepts", () => {
    const zod = z.iso.datetime({ offset: true })
    const digits = (n: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((d) => d.join(''))
    const date = fc
      .tuple(
        fc.oneof(digits(4), fc.constantFrom('2000', '1900', '2100', '2400', '0000', '2032', '2030')),
        fc.oneof(digits(2), fc.constantFrom('01', '02', '04', '06', '09', '11', '12', '13', '00')),
        fc.oneof(digits(2), fc.constantFrom('28', '29', '30', '31', '00', '32')),
      )
      .map(([y, mo, d]) => `${y}-${mo}-${d}T12:00:00Z`)
    const time = fc
      .tuple(
        fc.oneof(digits(2), fc.constantFrom('23', '24')),
        fc.oneof(digits(2), fc.constantFrom('59', '60')),
        fc.constantFrom(':00', ':59', ':60', '', ':5'),
        fc.constantFrom('', '.1', '.123456789', '.', ',5'),
        fc.constantFrom('Z', 'z', '+02:00', '-23:59', '+24:00', '+2:00', '', '+0200', '-00:60'),
        fc.constantFrom('T', 't', ' '),
      )
      .map(([h, mi, s, f, z, t]) => `2030-06-01${t}${h}:${mi}${s}${f}${z}`)
    const near = fc.oneof(date, time)
    fc.assert(
      fc.property(fc.oneof(near, fc.string({ maxLength: 30 })), (text) => {
        expect(isDateTime(text), text).toBe(zod.safeParse(text).success)
      }),
      propertyRuns(10_000),
    )
  })

  test('on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          const { browser, validator } = both(text)
          expect(browser).toEqual(validator)
        },
      ),
      propertyRuns(2_000),
    )
  })

  test('at the size limit, in UTF-8 bytes, with a BOM, and on the files the CLI writes', () => {
    const padded = (n: number, fill = 'x') =>
      JSON.stringify({ ...valid, message: undefined, updatedBy: fill.repeat(n) })
    for (const text of [
      JSON.stringify(valid),
      '\uFEFF' + JSON.stringify(valid),
      JSON.stringify(valid, null, 2) + '\n',
      ' '.repeat(MAINTENANCE_FILE_MAX_BYTES) + JSON.stringify(valid),
      JSON.stringify(valid) + ' '.repeat(MAINTENANCE_FILE_MAX_BYTES - JSON.stringify(valid).length),
      JSON.stringify(valid) + ' '.repeat(MAINTENANCE_FILE_MAX_BYTES - JSON.stringify(valid).length + 1),
      JSON.stringify(valid) + '\u00a0'.repeat(MAINTENANCE_FILE_MAX_BYTES / 2),
      padded(200, 'é'),
      '',
      'null',
      '[]',
    ]) {
      const { browser, validator } = both(text)
      expect(browser, text.slice(0, 40)).toEqual(validator)
    }
  })
})
