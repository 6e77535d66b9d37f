// Empties dist/ before the package is packed, so the tarball carries only what the current sources build.
import { rmSync } from 'node:fs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
