/** Runs a command-line entry: a failure prints its message (not a stack) and exits with 1. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    console.error(`[clearpath] ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
