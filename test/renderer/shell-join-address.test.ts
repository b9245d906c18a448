import { describe, expect, it } from 'vitest';
import { joinAddresses } from '../../src-renderer/components/shell/join-address.ts';

/**
 * The lobby lists the join addresses keyed by address, so each may appear only once: a host that reports an
 * address twice (or once with and once without the trailing slash) still gives one entry per address.
 */
describe('joinAddresses', () => {
  const elsewhere = { origin: 'http://127.0.0.1:4719', hostname: '127.0.0.1' };

  it('lists an address the host reports twice once, in the order first reported', () => {
    const urls = ['http://192.168.1.20:4719/', 'http://10.0.0.5:4719/', 'http://192.168.1.20:4719/', 'http://10.0.0.5:4719'];
    expect(joinAddresses({ enabled: true, urls }, false, elsewhere)).toEqual(['http://192.168.1.20:4719/', 'http://10.0.0.5:4719/']);
  });

  it('keeps this page’s own address first, once, when the host repeats it', () => {
    const page = { origin: 'http://10.0.0.5:4719', hostname: '10.0.0.5' };
    const urls = ['http://10.0.0.5:4719/', 'http://192.168.1.20:4719/', 'http://10.0.0.5:4719/'];
    expect(joinAddresses({ enabled: true, urls: [urls[1], ...urls] }, false, page)).toEqual(['http://10.0.0.5:4719/', 'http://192.168.1.20:4719/']);
  });

  it('leaves a list without repeats as it is', () => {
    const urls = ['http://192.168.1.20:4719/', 'http://10.0.0.5:4719/'];
    expect(joinAddresses({ enabled: true, urls }, false, elsewhere)).toEqual(urls);
  });
});
