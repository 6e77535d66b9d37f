/** A thread that builds every model image in shared memory, posts them to its parent, and ends. */
import { parentPort } from 'node:worker_threads';
import { buildSharedImages } from './images.js';

parentPort?.postMessage(buildSharedImages());
