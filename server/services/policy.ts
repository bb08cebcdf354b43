/** The auth policy's numbers, in one place so the docs and tests can name them. */
const MINUTE = 60_000;

export const AuthPolicy = {
  accessTokenTtl: 120 * MINUTE,
  sessionLifetime: 7 * 24 * 60 * MINUTE,
  captchaTtl: 2 * MINUTE,
  captchaIssuePerMinute: 20,
  failureWindow: 15 * MINUTE,
  /** Failures of one name from one IP before it waits; then firstDelay, doubling each failure, at most maxDelay. */
  lockAfterFailures: 5,
  firstDelay: MINUTE,
  maxDelay: 15 * MINUTE,
  ipFailureLimit: 20,
  oneTimeCodeTtl: 5 * MINUTE,
  oneTimeCodeMaxFailures: 5,
  avatarMaxBytes: 2 * 1024 * 1024,
} as const;
