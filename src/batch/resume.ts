/**
 * `--resume`: how many records an interrupted run already wrote. Only whole lines count; a line cut off by
 * the interruption is removed, so the file continues cleanly.
 */
import { createReadStream, existsSync, truncateSync } from 'node:fs';

/**
 * Counts the complete lines of `path` (0 when it does not exist) and truncates a partial last line.
 *
 * @example
 * ```ts
 * await resumePoint('hasil.jsonl'); // 41_200: skip that many input records and append
 * ```
 */
export async function resumePoint(path: string): Promise<number> {
  if (!existsSync(path)) return 0;
  let lines = 0;
  let offset = 0;
  let endOfLastLine = 0;
  for await (const chunk of createReadStream(path)) {
    const bytes = chunk as Buffer;
    for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) {
      lines++;
      endOfLastLine = offset + i + 1;
    }
    offset += bytes.length;
  }
  if (endOfLastLine < offset) truncateSync(path, endOfLastLine);
  return lines;
}
