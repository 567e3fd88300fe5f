/** Tasks both pool test workers (thread and process) understand: echo, sleep, spin, throw or crash on request. */
export type CommonTestTask =
  | { op: 'echo'; value: unknown }
  | { op: 'sleep'; ms: number; value?: unknown }
  | { op: 'spin' }
  | { op: 'throw'; message: string }
  | { op: 'crash' };

export async function runCommonTestTask(task: CommonTestTask): Promise<unknown> {
  switch (task.op) {
    case 'echo':
      return task.value;
    case 'sleep':
      await new Promise((resolve) => setTimeout(resolve, task.ms));
      return task.value ?? 'slept';
    case 'spin':
      for (;;) {
        // A CPU-bound loop: only terminating the worker stops it.
      }
    case 'throw':
      throw new RangeError(task.message);
    case 'crash':
      process.exit(3);
  }
}
