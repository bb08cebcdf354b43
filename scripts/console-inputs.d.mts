/** The digest of the console's inputs under `root`, with the build settings read from `env`. */
export function inputsDigest(root: string, env: Record<string, string | undefined>): string;
