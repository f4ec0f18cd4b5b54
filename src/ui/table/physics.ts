/**
 * The physics engine, loaded when a shot is first played (or ahead of it, once the reader touches
 * the table): the table page draws, places and aims without it. `physicsNow()` is the engine once
 * loaded, for the machines that play a shot at once when they can and wait for it when they cannot.
 */
type Physics = typeof import('./play.ts');

let loaded: Physics | null = null;
let loading: Promise<Physics> | null = null;

export const physicsNow = (): Physics | null => loaded;

export function loadPhysics(): Promise<Physics> {
  if (!loading) {
    loading = import('./play.ts').then((m) => {
      loaded = m;
      return m;
    });
    // a failed fetch (offline, a new deployment) may be tried again with the next shot
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
