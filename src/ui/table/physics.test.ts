import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { physicsNow } from './physics.ts';
import { sandboxMachine } from './sandbox.ts';

const input = {
  table: '9ft' as const,
  balls: [
    ['cue', [0.7, 0.635]],
    [3, [1.5, 0.635]],
  ] as const,
  game: 'nine-ball' as const,
  situation: { shooter: 'A' as const },
};

describe('the physics engine loads with the first shot', () => {
  test('before it: nothing loaded; the shot waits for it, then plays; the next shot plays at once', async () => {
    expect(physicsNow()).toBeNull();
    const a = createActor(sandboxMachine, { input }).start();
    a.send({ type: 'shot.fire' });
    expect(a.getSnapshot().matches({ editing: 'loading' })).toBe(true);
    const played = await waitFor(a, (s) => s.matches('replay'));
    expect(played.context.replay?.events.length).toBeGreaterThan(0);
    expect(physicsNow()).not.toBeNull();
    a.send({ type: 'replay.reset' });
    expect(a.getSnapshot().matches({ editing: 'ready' })).toBe(true);
    a.send({ type: 'shot.fire' });
    expect(a.getSnapshot().matches('replay')).toBe(true);
  });
});
