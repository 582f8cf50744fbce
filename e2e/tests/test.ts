import { test as base, type BrowserContext } from '@playwright/test'

/**
 * The journeys' `test`: Playwright's, with the browser's clock moved when the suite runs at another date
 * (`npm run test:e2e:at -- 2027-02-28`, e2e/at-date.mjs). That script runs the test runner and the server under
 * libfaketime, shifted by E2E_CLOCK_OFFSET_MS; Chromium is started without it (it hangs under libfaketime), so
 * each page gets the same shift here, for `Date` and `Date.now` only: timers keep running in real time. Without
 * the variable nothing changes.
 */
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0)

/** Moves `Date` in every page of `context` by the suite's clock offset (none when the suite runs at today). */
export async function shiftClock(context: BrowserContext) {
  if (!offset) return
  await context.addInitScript((shift: number) => {
    const RealDate = Date
    class ShiftedDate extends RealDate {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(RealDate.now() + shift)
        else super(...(args as ConstructorParameters<DateConstructor>))
      }
      static override now() {
        return RealDate.now() + shift
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor
  }, offset)
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await shiftClock(context)
    await use(context)
  },
})

export { expect } from '@playwright/test'
export type * from '@playwright/test'
