import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/svelte';
import ConnectionBadge from '../../src-renderer/components/ConnectionBadge.svelte';

afterEach(cleanup);

describe('ConnectionBadge', () => {
  it('says the state in words, not only with a colour', () => {
    const { getByTestId, rerender } = render(ConnectionBadge, { state: { status: 'connecting', transport: 'websocket', hostVersion: null, lastError: null } });
    expect(getByTestId('connection-status').textContent).toContain('connecting');
    rerender({ state: { status: 'connected', transport: 'websocket', hostVersion: '0.1.0', lastError: null } });
    expect(getByTestId('connection-status').textContent).toContain('connected');
    expect(getByTestId('connection-status').getAttribute('role')).toBe('status');
  });
});
