import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';

/** One value and the renders that read it: an external store in the sense of useSyncExternalStore. */
class ResourceSlot<T> {
  private value: T | null = null;
  private readonly listeners = new Set<() => void>();

  get = (): T | null => this.value;

  set(value: T | null): void {
    if (value === this.value) return;
    this.value = value;
    for (const notify of this.listeners) notify();
  }

  subscribe = (notify: () => void): (() => void) => {
    this.listeners.add(notify);
    return () => this.listeners.delete(notify);
  };
}

/**
 * Something an effect opens and closes (a room connection, a second Y.Doc) that render needs to
 * read. The effect publishes it through a store instead of calling setState in its body, so a new
 * value re-renders once, without the cascade of a state update inside an effect (docs/client.md,
 * "Server state"). `open` gets `drop` to withdraw the value early (a refused connection);
 * `close` runs when `key` changes (the resource is then opened again) or the component leaves.
 * `key` names everything `open` depends on, e.g. `${token}/${scenario}`.
 */
export function useEffectResource<T>(open: (drop: () => void) => { value: T; close(): void } | null, key: string): T | null {
  const [slot] = useState(() => new ResourceSlot<T>());
  const openLatest = useEffectEvent(open);
  useEffect(() => {
    const opened = openLatest(() => slot.set(null));
    slot.set(opened?.value ?? null);
    return () => {
      slot.set(null);
      opened?.close();
    };
  }, [slot, key]);
  return useSyncExternalStore(slot.subscribe, slot.get, slot.get);
}
