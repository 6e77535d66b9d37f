/** Polls until `check` returns a truthy value or the timeout passes. */
export async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000, everyMs = 50): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
