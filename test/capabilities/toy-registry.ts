/** The package's registry with the toy capability added: one line, as ARCHITECTURE.md says. */
import { CAPABILITIES as PACKAGE } from '../../src/capabilities/registry.js';
import wordCount from './toy/index.js';

export const CAPABILITIES = [...PACKAGE, wordCount] as const;
