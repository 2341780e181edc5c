// prebuild: regenerate src/api from the committed document, or from the installation
// named by SPECFORGE_SOURCE. In your own project this is simply
// `specforge generate ${SPECFORGE_SOURCE:-}` with specforge installed as a devDependency;
// here specforge is the repository two levels up.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const specforge = fileURLToPath(new URL('../../../bin/specforge.js', import.meta.url));
const source = process.env.SPECFORGE_SOURCE ? [process.env.SPECFORGE_SOURCE] : [];
const run = spawnSync(process.execPath, [specforge, 'generate', ...source], { stdio: 'inherit' });
process.exit(run.status ?? 2);
