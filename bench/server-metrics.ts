// The server's /metrics as the benchmarks read it (it answers this machine without a token).

/** Every sample without labels, by name. */
export async function readMetrics(url: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*) (\S+)$/.exec(line);
    if (match) values.set(match[1]!, Number(match[2]));
  }
  return values;
}
