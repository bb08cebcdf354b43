/**
 * SPEC §9's developer-tools blocking, with the context menu left enabled. On in
 * production builds; off in development and tests, or when built with VITE_BLOCK_DEVTOOLS=off.
 */
export function shouldBlockDevtools(env: { PROD: boolean; VITE_BLOCK_DEVTOOLS?: string }): boolean {
  return env.PROD && env.VITE_BLOCK_DEVTOOLS !== 'off';
}

/**
 * Whether this browser is driven by automation (WebDriver, Playwright, Puppeteer all set
 * navigator.webdriver): no person there to open developer tools, and the blocker's timing
 * detectors fire at headless browsers, sending them to about:blank (issue 26 C).
 */
export const isAutomated = (nav: { webdriver?: boolean } = navigator) => nav.webdriver === true;

export async function blockDevtools() {
  const { default: DisableDevtool } = await import('disable-devtool');
  DisableDevtool({ disableMenu: false, ignore: () => isAutomated() });
}
