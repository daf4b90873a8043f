/**
 * Takes one emulator off the network and brings it back, as a backend outage looks to the
 * function: connections to its port are refused (an iptables rule on loopback, as root). The
 * emulator itself keeps running with its data, so "the emulator returns" is just removing the
 * rule. Ports: Firestore 8080, Storage 9199 (firebase.json), or a second suite's (tests/emulator/faults.test.ts).
 */
import { execFileSync } from 'node:child_process';

const rule = (port: number) => [
  'OUTPUT',
  '-p',
  'tcp',
  '-d',
  '127.0.0.1',
  '--dport',
  String(port),
  '-j',
  'REJECT',
  '--reject-with',
  'tcp-reset',
];

function iptables(args: string[]): void {
  try {
    execFileSync('iptables', args, { stdio: 'pipe' });
  } catch (err) {
    throw new Error(
      `iptables ${args.join(' ')} failed (the fault tests need root and Debian's iptables, which .ci/run installs): ${String(err)}`,
    );
  }
}

export function cutPort(port: number): void {
  iptables(['-I', ...rule(port)]);
}

/** Removes every copy of the rule (also one left behind by an interrupted run). */
export function restorePort(port: number): void {
  for (let i = 0; i < 10; i++) {
    try {
      execFileSync('iptables', ['-D', ...rule(port)], { stdio: 'pipe' });
    } catch {
      return; // No such rule left.
    }
  }
}

/** Polls until `check` passes or `ms` elapse; returns how long it took. */
export async function eventually(check: () => Promise<boolean>, ms: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check().catch(() => false)) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`condition not met within ${ms} ms`);
}

/**
 * Waits until `url` answers 200 from every instance of the function, not just from one. The
 * functions emulator runs one process per concurrent request, each with its own connection to the
 * backend; a process that met the outage reconnects only after its client's back-off (seconds,
 * growing with the outage). A single 200, from whichever process was idle first, says nothing of
 * the others, and the next file's first page (several requests at once) would meet them: a read
 * waiting out the backend deadline, a 503 where a form should load. So a whole burst, as wide as
 * the outage's own burst and more, must succeed at once.
 */
export async function servedByEveryInstance(url: string, ms: number, burst = 8): Promise<number> {
  return eventually(async () => {
    const statuses = await Promise.all(Array.from({ length: burst }, () => fetch(url).then((r) => r.status)));
    return statuses.every((s) => s === 200);
  }, ms);
}
