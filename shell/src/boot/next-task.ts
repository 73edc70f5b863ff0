/**
 * Resolves in a new task, so the browser can handle input and paint first. A message, not a
 * timer: timers in a background tab wait up to a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
