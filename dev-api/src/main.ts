import { HOST, readCliConfig } from './cli-config';
import { buildServer } from './server';

async function start(): Promise<void> {
  const { port, options } = readCliConfig(process.env, process.argv.slice(2));
  const app = buildServer({
    ...options,
    onCodeSent: ({ target, code, action }) => {
      process.stdout.write(`[dev-api] code ${code} for ${target}${action ? ` (${action})` : ''}\n`);
    },
  });

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    process.stdout.write(`[dev-api] ${signal}: closing\n`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`[dev-api] close failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: HOST, port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  process.stdout.write(
    `[dev-api] listening on http://${HOST}:${actualPort} ` +
      `(token ttl ${options.tokenTtlSeconds ?? 3600}s, dev endpoints ${options.devEndpoints ? 'on' : 'off'})\n`,
  );
}

start().catch((error: unknown) => {
  process.stderr.write(`[dev-api] failed to start: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
