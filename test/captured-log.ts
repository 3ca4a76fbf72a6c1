import { Writable } from 'node:stream';

/** A log stream for an app under test, and every JSON line written to it. */
export function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((line) => line.trim()),
      );
      done();
    },
  });
  return {
    stream,
    lines,
    /** The lines read as pino wrote them. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    entries: (): any[] => lines.map((line) => JSON.parse(line)),
  };
}
