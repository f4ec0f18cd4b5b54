/**
 * Lets the browser draw and answer input before the next piece of work: the promise resolves in a
 * task of its own (`scheduler.yield` where the browser has it, else a zero timeout). A page that
 * loads and runs several pieces in a row yields between them, so that none makes one long task.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (s?.yield) void s.yield().then(resolve);
    else setTimeout(resolve, 0);
  });
