import { readdirSync } from 'node:fs';
import { join } from 'node:path';
const { verifyFiles } = await import('./dist/src/write/verify.js');
for (const dir of process.argv.slice(2)) {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('.ts')).map((p) => join(dir, p));
  const t = performance.now();
  const problems = await verifyFiles(files, dir);
  console.log(dir, ((performance.now() - t) / 1000).toFixed(1), 's', problems.length, problems.slice(0, 3));
}
