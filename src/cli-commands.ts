/**
 * The CLI's commands: the service's own (`serve`, `worker`, `migrate`) and one per capability of the
 * registry that has a CLI binding, in registry order. Each says how to run it on the text and flags and,
 * optionally, how to print the result for a person.
 */
import type { Flags } from './capabilities/capability.js';
import { CAPABILITIES, type Registry } from './capabilities/registry.js';
import { ConfigError } from './errors.js';

export type { Flags } from './capabilities/capability.js';

/** One CLI command. */
export interface Command {
  readonly name: string;
  readonly summary: string;
  /** Command-specific flags and what they do. */
  readonly flags?: Readonly<Record<string, string>>;
  /** True for commands that take no text (e.g. `serve`). */
  readonly noText?: boolean;
  readonly run: (text: string, flags: Flags) => unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command knows its own result type
  readonly human?: (result: any) => string;
}

/** What `manglish serve`, `worker` and `migrate` call in the service package. */
interface ServicePackage {
  startServer(): Promise<unknown>;
  startWorker(): Promise<unknown>;
  migrate(): Promise<{ store: 'postgresql' | 'sqlite'; applied: number }>;
}

/** The service package's name: the library does not depend on it, and loads it only for the service commands. */
const SERVICE_PACKAGE = '@manglish-nlp/server';

/** The service package, or a {@link ConfigError} that says how to install it. */
async function servicePackage(command: string): Promise<ServicePackage> {
  try {
    return (await import(SERVICE_PACKAGE)) as ServicePackage;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' || !String((err as Error).message).includes(SERVICE_PACKAGE)) throw err;
    throw new ConfigError('MANGLISH_ERR_CONFIG', `\`manglish ${command}\` runs the HTTP service, which is a package of its own: npm install ${SERVICE_PACKAGE} (the library alone analyses text).`);
  }
}

/** The commands that run the service rather than analyse a text; they load `@manglish-nlp/server`. */
const SERVICE_COMMANDS: readonly Command[] = [
  {
    name: 'serve',
    summary: 'Start the HTTP service (PORT, HOST and the other variables in the README; needs @manglish-nlp/server).',
    noText: true,
    run: async () => {
      await (await servicePackage('serve')).startServer();
      return undefined;
    },
  },
  {
    name: 'worker',
    summary: 'Start a worker that runs asynchronous jobs from the queue in Redis (REDIS_URL; see docs/deploy.md).',
    noText: true,
    run: async () => {
      await (await servicePackage('worker')).startWorker();
      return undefined;
    },
  },
  {
    name: 'migrate',
    summary: 'Bring the store\'s schema up to date (DATABASE_URL, or MANGLISH_DB) and exit.',
    noText: true,
    run: async () => (await servicePackage('migrate')).migrate(),
    human: (r: { store: string; applied: number }) => `${r.store === 'postgresql' ? 'PostgreSQL' : 'SQLite'}: ${r.applied} migration${r.applied === 1 ? '' : 's'} applied; the schema is up to date.`,
  },
];

/**
 * Every command of a registry, in the order `manglish help` lists them.
 *
 * @example
 * ```ts
 * commandsOf(CAPABILITIES).find((c) => c.name === 'sentiment')?.run('Best gila nasi lemak ni!', {}); // { sentiment: 'positive', … }
 * ```
 */
export function commandsOf(registry: Registry = CAPABILITIES): Command[] {
  const analyses = registry.flatMap((c): Command[] => (c.cli ? [{ ...c.cli, name: c.cli.command, summary: c.summary }] : []));
  return [...SERVICE_COMMANDS, ...analyses];
}
