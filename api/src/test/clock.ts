/**
 * Moves only the clock the API's code reads (Date): the timers stay real, so the database drivers and the test
 * app's own waits keep working. Undo with jest.useRealTimers().
 */
export function clockAt(now: number | Date): void {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'queueMicrotask',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
    ],
    now,
  });
}
