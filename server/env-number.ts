/** A positive number from the environment variable `name` (a duration in ms, a period), else `fallback`: a typo never stops the server. */
export const positiveEnv = (name: string, fallback: number): number => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);
