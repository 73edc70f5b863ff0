// The foreground server commands (serve, registry-serve) run until SIGINT/SIGTERM, then close
// their server so requests in flight finish; the exit code says whether closing went well.
export function untilSignal(server: { close(): Promise<unknown> }): Promise<number> {
  return new Promise((resolve) => {
    const stop = () => {
      server.close().then(
        () => resolve(0),
        () => resolve(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
