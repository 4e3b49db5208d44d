// A one-line progress bar for long commands on a terminal, redrawn at most ten times a second.
export interface Progress {
  update(done: number, total: number): void;
  /** Clears the line. */
  end(): void;
}

export function progressBar(stream: { write(text: string): void }, what: string, width = 30): Progress {
  let last = 0;
  let drawn = false;
  return {
    update(done, total) {
      const now = Date.now();
      if (done < total && now - last < 100) return;
      last = now;
      const filled = total > 0 ? Math.round((done / total) * width) : width;
      stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${what}`);
      drawn = true;
    },
    end() {
      if (drawn) stream.write('\r\u001b[K');
    },
  };
}
