// At most N tasks at once in all, and at most M at once per host, in the order they were asked for: a site that
// cites one host hundreds of times must not flood it (servers answer a burst with 429), nor hold back the other
// hosts while it waits. Written here rather than taken from p-limit: p-limit bounds one pool, and two pools chained
// would let a task hold a place in the total pool while it waits for its host, which stalls the other hosts.

interface Waiting {
  host: string;
  start: () => void;
}

export class HostLimits {
  private running = 0;
  private readonly perHostRunning = new Map<string, number>();
  private readonly queue: Waiting[] = [];

  constructor(
    private readonly total: number,
    private readonly perHost: number,
  ) {}

  run<T>(host: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        this.perHostRunning.set(host, (this.perHostRunning.get(host) ?? 0) + 1);
        task()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.perHostRunning.set(host, this.perHostRunning.get(host)! - 1);
            this.next();
          });
      };
      this.queue.push({ host, start });
      this.next();
    });
  }

  /** Starts the earliest waiting tasks whose host has room, while there is room in all. */
  private next(): void {
    for (let i = 0; i < this.queue.length && this.running < this.total;) {
      const { host, start } = this.queue[i];
      if ((this.perHostRunning.get(host) ?? 0) >= this.perHost) {
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      start();
    }
  }
}
