import { describe, expect, it } from 'vitest';
import { isLocalOrigin } from './local-address.ts';

describe('a local address', () => {
  it('is this machine, a private or link-local network, or a name without a dot', () => {
    for (const url of ['http://localhost:8080', 'http://127.0.0.1', 'http://[::1]:80', 'https://10.1.2.3', 'http://172.20.0.5', 'http://192.168.1.9', 'http://169.254.169.254', 'http://100.64.3.1', 'http://intranet', 'http://[fe80::1]', 'http://[fd12::1]', 'not a url']) {
      expect([url, isLocalOrigin(url)]).toEqual([url, true]);
    }
    for (const url of ['https://kp.example.com', 'http://47.96.1.1', 'https://172.32.0.1', 'http://[2001:db8::1]']) expect([url, isLocalOrigin(url)]).toEqual([url, false]);
  });
});
