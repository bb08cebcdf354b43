/**
 * SPEC §9's developer-tools blocking, with the context menu left enabled. On in
 * production builds; off in development and tests, or when built with VITE_BLOCK_DEVTOOLS=off.
 */
export function shouldBlockDevtools(env: { PROD: boolean; VITE_BLOCK_DEVTOOLS?: string }): boolean {
  return env.PROD && env.VITE_BLOCK_DEVTOOLS !== 'off';
}

export async function blockDevtools() {
  const { default: DisableDevtool } = await import('disable-devtool');
  DisableDevtool({ disableMenu: false });
}
