/**
 * Settles in a task of its own: what follows it runs apart from what came before, where together they made one
 * long task on a phone (Lighthouse's total blocking time counts each task's time over 50 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
