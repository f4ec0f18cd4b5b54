import { useEffect, useRef, useState } from 'preact/hooks';
import type { Actor, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { createActor } from 'xstate';

/**
 * An XState actor for a Preact component (stack notes §6: plain createActor and hooks, no
 * compat layer): started once, re-rendering on every new snapshot, stopped on unmount.
 */
export function useActor<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
): readonly [SnapshotFrom<M>, Actor<M>['send'], Actor<M>] {
  const ref = useRef<Actor<M> | null>(null);
  if (ref.current === null) ref.current = createActor(machine, { input }).start();
  const actor = ref.current;
  const [snapshot, setSnapshot] = useState(() => actor.getSnapshot() as SnapshotFrom<M>);
  useEffect(() => {
    const sub = actor.subscribe((s) => setSnapshot(s as SnapshotFrom<M>));
    return () => {
      sub.unsubscribe();
      actor.stop();
    };
  }, [actor]);
  return [snapshot, actor.send.bind(actor), actor] as const;
}
