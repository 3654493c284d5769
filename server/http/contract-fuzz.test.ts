import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { startTestServer } from '../testing/test-server';
import { JSON_BODY_LIMIT } from '../app';
import {
  answerProblems, arbitraryOf, filesArbitrary, harvestIds, mutationsOf, operationsOf, toInject, Validators,
  type JsonSchema, type KnownValues, type Mutation, type OpenApiDocument, type Operation, type RequestInput,
} from '../testing/contract-fuzz';

/**
 * Contract-driven fuzzing (issue 10): for every operation of the OpenAPI description, valid and invalid requests
 * generated from its schemas go to the real server as a signed-in user and without a session. No 5xx; every answer
 * is documented and matches its schema; every invalid input is a 400 naming its field; without a session every
 * non-public operation is a 401. FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> changes the requests per kind.
 */

const USER = 'maria@acme.example';
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const ANONYMOUS_RUNS = Math.max(4, Math.round(RUNS / 3));
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

// The br variant serves every feature (br extends us): every operation of every feature is fuzzed.
const server = await startTestServer({ config: { variant: 'br' } });
const doc = (await server.app.inject({ url: '/api/docs/openapi.json' })).json() as OpenApiDocument;
const operations = operationsOf(doc);
const validators = new Validators();
const clientIds = await server.clientIdsOf(USER);

/** Ids met in answers, by the name they came under; they make path parameters reach real rows. */
const seen = new Map<string, Set<string>>([['clientId', new Set(clientIds)]]);
const known: KnownValues = (field) => {
  if (field === 'clientId') return clientIds;
  const singular = field.endsWith('Ids') ? field.slice(0, -1) : field;
  const values = new Set([...(seen.get(singular) ?? []), ...(singular === 'id' || /Id$/.test(singular) ? seen.get('id') ?? [] : [])]);
  return [...values].slice(0, 40);
};

const stats = { requests: 0, statuses: new Map<number, number>(), byKind: new Map<string, number>() };
const count = (kind: string, status: number) => {
  stats.requests += 1;
  stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  stats.byKind.set(kind, (stats.byKind.get(kind) ?? 0) + 1);
};
const allFailures: string[] = [];
let address = 0;

async function send(op: Operation, input: RequestInput, signedIn: boolean, kind: string) {
  const headers = signedIn ? await server.headersFor(USER) : {};
  // A fresh source address per request: per-address limits (sign-in) measure callers, not this test.
  address = (address + 1) % 60000;
  const answer = await server.app.inject({ ...toInject(op, input, headers), remoteAddress: `10.${(address >> 8) & 255}.${address & 255}.${1 + (address % 250)}` });
  count(kind, answer.statusCode);
  if (answer.statusCode < 400 && answer.headers['content-type']?.toString().startsWith('application/json')) {
    try { harvestIds(JSON.parse(answer.body), seen); } catch { /* reported by answerProblems */ }
  }
  return answer;
}

const inputArbitrary = (op: Operation) => fc.record({
  path: op.schemas.path ? arbitraryOf(op.schemas.path, validators, { location: 'path', known }) : fc.constant({}),
  query: op.schemas.query ? arbitraryOf(op.schemas.query, validators, { location: 'query', known }) : fc.constant({}),
  body: op.multipart ? filesArbitrary
    : op.schemas.body ? arbitraryOf(op.schemas.body, validators, { location: 'body', known }) : fc.constant(undefined),
}) as fc.Arbitrary<RequestInput>;

/** Valid inputs, then each with one mutation picked at random among those that make it invalid. */
function samples(op: Operation, runs: number, seed: number) {
  const valid = fc.sample(inputArbitrary(op), { numRuns: runs, seed });
  const picks = fc.sample(fc.nat(), { numRuns: runs, seed: seed + 1 });
  const invalid: Mutation[] = [];
  valid.forEach((input, i) => {
    const mutations = mutationsOf(input, op, validators);
    if (mutations.length) invalid.push(mutations[picks[i]! % mutations.length]!);
  });
  return { valid, invalid };
}

const describeInput = (input: RequestInput) => {
  const text = JSON.stringify(input);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};
const reasonsOf = (body: string): string[] => {
  try {
    const parsed = JSON.parse(body) as { errors?: Array<{ reason?: unknown }> };
    return (parsed.errors ?? []).map((e) => String(e.reason));
  } catch {
    return [];
  }
};

const SCHEMA_MISMATCH = 'The request does not match the API description';
const codeOf = (body: string): string | undefined => {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return undefined;
  }
};
const refusalCode = (answer: { statusCode: number; body: string }) =>
  answer.statusCode === 403 ? `403 ${codeOf(answer.body)}` : 'other';

/** Why a valid request was refused for its form rather than its content, if it was. */
function formRefusal(answer: { statusCode: number; body: string }): string | undefined {
  if (answer.statusCode === 400 && answer.body.includes(SCHEMA_MISMATCH)) return 'not matching the API description';
  if (answer.statusCode === 414) return 'too long a URL (the contract allows it)';
  if (answer.statusCode === 413) return 'too large (the contract allows it)';
  if (answer.statusCode === 415) return 'of an unsupported media type';
  return undefined;
}

afterAll(async () => {
  const statuses = [...stats.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
  const kinds = [...stats.byKind].map(([k, n]) => `${k} ${n}`).join(', ');
  console.log([
    `contract fuzz (seed ${SEED}, ${RUNS} runs per kind): ${operations.length} operations covered `
      + `(${operations.filter((o) => o.public).length} public), ${stats.requests} requests sent`,
    `  statuses: ${statuses}`,
    `  requests: ${kinds}`,
    `  failures: ${allFailures.length}`,
  ].join('\n'));
  await server.stop();
});

describe('contract fuzz', () => {
  test('the OpenAPI description lists the API', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(clientIds.length).toBeGreaterThan(0);
  });

  test('warm-up: reads the user can make with known ids', async () => {
    // Two passes of the parameterless reads: the first finds containers, the second documents in them.
    for (let pass = 0; pass < 2; pass += 1) {
      for (const op of operations.filter((o) => o.method === 'GET')) {
        const names = Object.keys((op.schemas.path?.properties ?? {}) as Record<string, JsonSchema>);
        const values = names.map((n) => known(n)[0]);
        if (values.some((v) => v === undefined) || op.schemas.query?.required?.length) continue;
        const path = Object.fromEntries(names.map((n, i) => [n, values[i]]));
        const answer = await send(op, { path, query: {}, body: undefined }, true, 'warm-up');
        expect(answer.statusCode, `${op.key} ${JSON.stringify(path)}`).toBeLessThan(500);
      }
    }
  });

  for (const op of operations) {
    test(`${op.key}`, async () => {
      const failures: string[] = [];
      const fail = (what: string, input: RequestInput, answer: { statusCode: number; body: string }) =>
        failures.push(`${what} → ${answer.statusCode} ${answer.body.slice(0, 300)}\n      input ${describeInput(input)}`);
      const seed = SEED + [...op.key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 0);

      const checkAnswer = (what: string, input: RequestInput, answer: Awaited<ReturnType<typeof send>>) => {
        if (answer.statusCode >= 500) fail(`${what}: server error`, input, answer);
        for (const problem of answerProblems(op, validators, answer)) fail(`${what}: ${problem}`, input, answer);
      };

      /** How the signed-in user's valid requests were answered when refused outright (403 CODE), else "other". */
      const validRefusals = new Set<string>();
      for (const signedIn of [true, false]) {
        const who = signedIn ? 'signed in' : 'no session';
        const { valid, invalid } = samples(op, signedIn ? RUNS : ANONYMOUS_RUNS, signedIn ? seed : seed + 7);
        for (const input of valid) {
          const answer = await send(op, input, signedIn, signedIn ? 'valid, signed in' : 'valid, no session');
          checkAnswer(`valid, ${who}`, input, answer);
          if (!signedIn && !op.public && answer.statusCode !== 401) fail(`valid, ${who}: expected 401`, input, answer);
          const refusal = formRefusal(answer);
          if (refusal) fail(`valid, ${who}: refused as ${refusal}`, input, answer);
          if (signedIn) validRefusals.add(refusalCode(answer));
        }
        for (const mutation of invalid) {
          const answer = await send(op, mutation.input, signedIn, signedIn ? 'invalid, signed in' : 'invalid, no session');
          const what = `invalid (${mutation.kind} at ${mutation.pointer}), ${who}`;
          checkAnswer(what, mutation.input, answer);
          if (!signedIn && !op.public) {
            if (answer.statusCode !== 401) fail(`${what}: expected 401`, mutation.input, answer);
          } else if (answer.statusCode === 403 && validRefusals.size === 1 && validRefusals.has(refusalCode(answer))) {
            // The user may not call this operation at all: refusing before reading the input is right.
          } else if (Buffer.byteLength(JSON.stringify(mutation.input.body ?? '')) > (op.bodyLimit ?? JSON_BODY_LIMIT)) {
            // Too many items can make a body larger than the route reads at all: 413 before validation.
            if (answer.statusCode !== 413 || codeOf(answer.body) !== 'PAYLOAD_TOO_LARGE') fail(`${what}: expected 413`, mutation.input, answer);
          } else if (answer.statusCode !== 400) {
            fail(`${what}: expected 400`, mutation.input, answer);
          } else if (!reasonsOf(answer.body).some((r) => r.includes(mutation.field))) {
            fail(`${what}: errors[].reason does not name "${mutation.field}"`, mutation.input, answer);
          }
        }
      }
      allFailures.push(...failures.map((f) => `${op.key}: ${f}`));
      // One line per distinct problem, with a sample input, so a report stays readable.
      const distinct = [...new Map(failures.map((f) => [f.split(' → ')[0]!.replace(/wrong type \([^)]*\)/, 'wrong type'), f])).values()];
      const shown = distinct.slice(0, 12).join('\n') + (distinct.length > 12 ? `\n… and ${distinct.length - 12} more` : '');
      expect(failures.length, `${failures.length} failing requests (seed ${SEED}); distinct problems:\n${shown}\n`).toBe(0);
    }, 120_000);
  }
});
