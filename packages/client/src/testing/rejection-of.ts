import { expect } from 'vitest';

/** Awaits a call that must fail, checks the error's class and returns it typed; fails the test if the call succeeds. */
export async function rejectionOf<E extends Error>(
  call: Promise<unknown>,
  errorClass: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await call.then(
    (value) => {
      throw new Error(
        `Expected the call to fail with ${errorClass.name}, it returned ${JSON.stringify(value)}`,
      );
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(errorClass);
  return error as E;
}
