/**
 * Settles in a task of its own: what follows it runs apart from what came before, where together they made one
 * long task on a phone (Lighthouse's total blocking time counts each task's time over 50 ms). A message, as
 * React's scheduler uses, rather than a timer, which a background tab delays by up to a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
