/** Compiles `entryPoints` (name → source) into `outdir`, as the production build does (scripts/build-server.mjs). */
export function compileServer(entryPoints: Record<string, string>, outdir: string): Promise<void>;
