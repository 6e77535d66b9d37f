/**
 * A thread that reads the registry (the package's own, or `workerData.registry`, a module URL exporting
 * `CAPABILITIES`), posts its service manifest to its parent, and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { HTTP_EXAMPLES } from '../capabilities/http-examples.js';
import { serviceManifest } from '../capabilities/manifest.js';
import { CAPABILITIES, type Registry } from '../capabilities/registry.js';

const url = (workerData as { registry?: string } | null)?.registry;
const registry: Registry = url ? ((await import(url)) as { CAPABILITIES: Registry }).CAPABILITIES : CAPABILITIES;
parentPort?.postMessage(serviceManifest(registry, HTTP_EXAMPLES));
