import { describe, expect, it } from 'vitest';
import { chunkFiles } from './bundle-budget.mjs';

// The bundle checks count what a dynamic import downloads from Vite's manifest: the chunk, the
// chunks it imports statically, directly or not, and their styles, each once; never what it only
// imports dynamically (another page, a chart loaded on demand).

const manifest = {
  'app/routes/dashboard.tsx': {
    file: 'assets/dashboard-1.js',
    imports: ['_stat-card.js', '_api-client.js'],
    dynamicImports: ['features/analytics/components/clicks-chart.tsx'],
    css: ['assets/dashboard-1.css'],
  },
  '_stat-card.js': { file: 'assets/stat-card-1.js', imports: ['_api-client.js'] },
  '_api-client.js': { file: 'assets/api-client-1.js', imports: ['_stat-card.js'], css: ['assets/ui-1.css'] },
  'features/analytics/components/clicks-chart.tsx': { file: 'assets/charts-1.js' },
};

describe('chunkFiles', () => {
  it('follows static imports, cycles included, with their styles, and leaves dynamic ones out', () => {
    expect(chunkFiles(manifest, 'app/routes/dashboard.tsx')).toEqual([
      'assets/dashboard-1.js',
      'assets/dashboard-1.css',
      'assets/stat-card-1.js',
      'assets/api-client-1.js',
      'assets/ui-1.css',
    ]);
  });

  it('refuses a module the manifest does not name, so a renamed page cannot pass unmeasured', () => {
    expect(() => chunkFiles(manifest, 'app/routes/home.tsx')).toThrow(/no chunk for app\/routes\/home\.tsx/);
  });
});
