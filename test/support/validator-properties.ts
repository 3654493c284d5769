import fc from 'fast-check';
import { expect } from 'vitest';

/** Arbitrary Unicode text over the full code-point range, astral planes included. */
export const anyText = (maxLength = 24) => fc.string({ unit: 'binary', maxLength });

/** Text made mostly of the characters that matter, with arbitrary Unicode mixed in. */
export const nearly = (alphabet: string, maxLength = 24) =>
  fc.string({ unit: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...alphabet) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) }), maxLength });

/** A form validator answers null or an error key for any text a user can type; it never throws. */
export function expectNoValidatorThrows(validators: ReadonlyArray<(text: string) => unknown>): void {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 60 }), (text) => {
      for (const validate of validators) {
        const result = validate(text);
        expect(result === null || typeof result === 'string').toBe(true);
      }
    }),
    { numRuns: 500 },
  );
}
