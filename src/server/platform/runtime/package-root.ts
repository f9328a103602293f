import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The same code runs from src/ (tsx, vitest) and from the dist/ bundle, so files that ship beside
// the code (migrations, the web build) are found from the package root, not from this file.
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === 'ringkas') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the ringkas package root');
    dir = parent;
  }
}

export const packageRoot = findPackageRoot();

export const packageVersion = (
  JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }
).version;
