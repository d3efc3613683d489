import { spawn } from 'node:child_process';
import { freePort, projectRoot } from '#e2e/harness/app-server';

export type BaselineServer = { url: string; stop: () => Promise<void> };

/** Starts bench/baseline-server.ts as its own process (loaded the same way as the app) and waits for it. */
export async function startBaselineServer(): Promise<BaselineServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/baseline-server.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`baseline server exited early (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/baseline`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('baseline server did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
