import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

/** SPEC §9: minimum 0.3, speed 500 ms, trickle 200 ms, no spinner. */
export const PROGRESS_OPTIONS = { minimum: 0.3, speed: 500, trickleSpeed: 200, showSpinner: false } as const;

NProgress.configure(PROGRESS_OPTIONS);

// Navigation and lazy screens overlap; the bar ends when the last of them does.
let pending = 0;

export function startProgress() {
  if (pending++ === 0) NProgress.start();
}

export function doneProgress() {
  pending = Math.max(0, pending - 1);
  if (pending === 0) NProgress.done();
}
