import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/svelte';

/**
 * The shared line chart draws what the games chart — prices, net worth, consumers, all of which change only at
 * discrete moments — as steps that hold each value until the next point, never as smooth curves between points.
 * chart.js cannot draw in jsdom, so its `Chart` is replaced by one that keeps the configuration it was given.
 */

const configs: { data: { datasets: { stepped: unknown; tension: number }[] } }[] = [];

vi.mock('chart.js', () => {
  class Chart {
    static register(): void {}
    options = { scales: { x: { ticks: {}, grid: {} }, y: { ticks: {}, grid: {} } }, plugins: { legend: { labels: {} } } };
    data: unknown;
    constructor(_context: unknown, config: (typeof configs)[number]) {
      configs.push(config);
      this.data = config.data;
    }
    update(): void {}
    destroy(): void {}
  }
  const part = class {};
  return { Chart, CategoryScale: part, Legend: part, LinearScale: part, LineController: part, LineElement: part, PointElement: part, Tooltip: part };
});

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => ({})) as unknown as HTMLCanvasElement['getContext'];
});
afterEach(() => {
  cleanup();
  configs.length = 0;
});

const series = [{ key: 'A', label: 'Alpha', data: [10, 12, 9], color: '#123456' }];

describe('LineChart', () => {
  it('draws every series in steps (each value held until the next point), with no curve tension', async () => {
    const { default: LineChart } = await import('../../src-renderer/components/charts/LineChart.svelte');
    render(LineChart, { props: { title: 'Prices', testid: 'chart', labels: ['T1', 'T2', 'T3'], series } });
    expect(configs).toHaveLength(1);
    expect(configs[0].data.datasets.map((d) => [d.stepped, d.tension])).toEqual([['after', 0]]);
  });

  it('draws straight segments when a chart asks for them', async () => {
    const { default: LineChart } = await import('../../src-renderer/components/charts/LineChart.svelte');
    render(LineChart, { props: { title: 'Prices', testid: 'chart', labels: ['T1', 'T2', 'T3'], series, stepped: false } });
    expect(configs[0].data.datasets.map((d) => [d.stepped, d.tension])).toEqual([[false, 0]]);
  });
});
