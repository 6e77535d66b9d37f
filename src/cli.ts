/**
 * The `manglish` command line: `manglish <command> [text] [--flags]`. Text comes from the argument or,
 * when absent, from standard input. Output is JSON when standard output is not a terminal (or with
 * `--json`), readable text otherwise. Bad input prints a clear message and exits with status 1; a
 * wrong command or flag exits with status 2.
 */
import { ManglishNLPError } from './errors.js';
import { CAPABILITIES, type Registry } from './capabilities/registry.js';
import { commandsOf, type Command, type Flags } from './cli-commands.js';
import { VERSION } from './version.js';

/** Where the CLI reads and writes; replaced by tests. */
export interface CliIO {
  readonly stdout: (s: string) => void;
  readonly stderr: (s: string) => void;
  readonly readStdin: () => Promise<string>;
  readonly isTTY: boolean;
}

const defaultIO: CliIO = {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  readStdin: async () => {
    if (process.stdin.isTTY) return '';
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  isTTY: Boolean(process.stdout.isTTY),
};

/** The help text: every command of the registry. */
export function helpText(registry: Registry = CAPABILITIES): string {
  const commands = commandsOf(registry);
  const width = Math.max(...commands.map((c) => c.name.length));
  const lines = [...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`), `  ${'batch'.padEnd(width)}  Analyse a file of texts (JSON Lines, CSV or lines of text) into JSON Lines on every core; see "manglish batch --help".`];
  return [
    `manglish ${VERSION}: Malay, English and Manglish text analysis`,
    '',
    'Usage: manglish <command> [text] [--flags]      (text from the argument or standard input)',
    '',
    'Commands:',
    ...lines,
    '',
    'Flags: --json (force JSON output), --help; command flags are listed with "manglish <command> --help".',
    '',
    'Examples:',
    '  manglish normalize "xnak la bro, sy dh penat gilerrr"',
    '  echo "Jom makan RM5 je 😂" | manglish tokenize',
    '  manglish batch tweets.csv --column text --modules sentiment,language --out hasil.jsonl',
  ].join('\n');
}

function parseArgs(args: readonly string[]): { positional: string[]; flags: Flags } {
  const positional: string[] = [];
  const flags: Record<string, string | boolean> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      if (eq > 0) flags[arg.slice(2, eq)] = arg.slice(eq + 1);
      else flags[arg.slice(2)] = true;
    } else {
      positional.push(arg);
    }
  }
  return { positional, flags };
}

function commandHelp(command: Command): string {
  const flags = Object.entries(command.flags ?? {}).map(([name, doc]) => `  --${name}  ${doc}`);
  return [`manglish ${command.name} [text]${flags.length ? ' [flags]' : ''}`, '', command.summary, ...(flags.length ? ['', 'Flags:', ...flags] : [])].join('\n');
}

/**
 * Runs the CLI with the given arguments and returns the exit status.
 *
 * @example
 * ```ts
 * await main(['normalize', 'sy dh penat gilerrr']); // prints "saya dah penat gila", returns 0
 * ```
 */
export async function main(argv: readonly string[], io: CliIO = defaultIO, registry: Registry = CAPABILITIES): Promise<number> {
  if (argv[0] === 'batch') return (await import('./batch/run.js')).runBatch(argv.slice(1));
  const { positional, flags } = parseArgs(argv);
  const name = positional.shift();
  if (name === 'version' || flags.version === true) {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  if (name === undefined || name === 'help') {
    io.stdout(`${helpText(registry)}\n`);
    return 0;
  }
  const command = commandsOf(registry).find((c) => c.name === name);
  if (!command) {
    io.stderr(`manglish: unknown command "${name}". Run "manglish help" to see the commands.\n`);
    return 2;
  }
  if (flags.help === true) {
    io.stdout(`${commandHelp(command)}\n`);
    return 0;
  }
  const unknown = Object.keys(flags).filter((f) => f !== 'json' && !(f in (command.flags ?? {})));
  if (unknown.length > 0) {
    io.stderr(`manglish ${name}: unknown flag --${unknown[0]}. Run "manglish ${name} --help".\n`);
    return 2;
  }
  try {
    const text = command.noText ? '' : positional.length > 0 ? positional.join(' ') : (await io.readStdin()).replace(/\r?\n$/, '');
    const result = await command.run(text, flags);
    if (result === undefined) return 0;
    const asJson = flags.json === true || !io.isTTY;
    io.stdout(`${asJson ? JSON.stringify(result) : command.human ? command.human(result) : typeof result === 'string' ? result : JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (err) {
    if (err instanceof ManglishNLPError) {
      io.stderr(`manglish ${name}: ${err.message} (${err.code})\n`);
      return 1;
    }
    throw err;
  }
}
