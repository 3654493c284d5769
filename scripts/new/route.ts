import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { addEndpoint, addRouteModule, type NewEndpoint } from './codemods';
import { routeNames, ScaffoldError, type RouteNames } from './names';
import { Plan, type ScaffoldResult } from './plan';
import { enablement, featureValues, fill } from './scaffold';

/**
 * `npm run new -- route acme.timesheets approve-week [--method POST]`: one more operation of an existing feature,
 * declared in its contract.ts, served by a route module of its own that server/index.ts lists in `routes`, and
 * a server test next to it. Everything is checked before the first write; a refusal changes nothing.
 */
export function newRoute(root: string, featureId: string, name: string, method?: string): ScaffoldResult {
  const r = routeNames(featureId, name, method);
  const f = r.feature;
  const contract = `${f.folder}/contract.ts`;
  const serverIndex = `${f.folder}/server/index.ts`;
  if (!existsSync(join(root, f.folder))) throw new ScaffoldError(`Feature ${f.id} does not exist (no ${f.folder}/). Create it first:\n  npm run new -- ${f.id} feature`);
  for (const file of [contract, serverIndex]) {
    if (!existsSync(join(root, file))) throw new ScaffoldError(`Feature ${f.id} has no ${file}: a route needs the feature's contract and server module`);
  }
  if (existsSync(join(root, r.file))) throw new ScaffoldError(`${f.id} has a route named "${r.name}" already (${r.file}): pick another name`);
  const plan = new Plan(root);
  const { byId, byPlugin } = enablement(plan, f.id);
  const variants = [...new Set([...byId, ...byPlugin])];
  if (!variants.length) throw new ScaffoldError(`No variant of registry.json enables ${f.id}, so no server would serve its route: add "${f.id}" to a variant first`);
  const variant = variants.includes('us') ? 'us' : variants[0]!;

  plan.edit(contract, addEndpoint(plan.read(contract), endpointOf(r), contract));
  plan.edit(serverIndex, addRouteModule(plan.read(serverIndex), r.module, `./${r.name}`, serverIndex));
  const values = { ...featureValues(f), variant, method: r.method, path: r.path, operationId: r.operationId, module: r.module, status: String(r.status), Pascal: r.pascal };
  const template = r.body ? 'write' : 'read';
  plan.write(r.file, fill(`route/${template}.ts.tpl`, values));
  plan.write(r.test, fill(`route/${template}.test.ts.tpl`, values));
  return plan.commit([
    `Test it:  npx vitest run ${r.test}`,
    `Call it:  call(http, ENDPOINTS.${r.operationId}, { params: { clientId }${r.body ? ", body: { note: '…' }" : ''} })   (from @portico/plugin)`,
  ]);
}

/** The operation's declaration and schemas: an answer naming the client company, and for a write its bounded input. */
function endpointOf(r: RouteNames): NewEndpoint {
  const answer = `${r.pascal}Answer`;
  const input = `${r.pascal}Input`;
  const schemas = [
    ...(r.body ? [{ name: input, text: `/** What ${r.operationId} takes: unknown properties and blank or over-long text are refused (400). */\nexport const ${input} = Input({ note: NonBlankText(200) });` }] : []),
    { name: answer, text: `/** What ${r.operationId} answers. */\nexport const ${answer} = Type.Object({ clientId: Type.String()${r.body ? ', note: Type.String()' : ''} });` },
  ];
  const body = r.body ? `, body: ${input}` : '';
  return {
    operationId: r.operationId,
    pathTable: `${r.feature.constant}_API`,
    pathKey: r.camel,
    path: r.path,
    schemas,
    defaultTag: r.feature.apiName,
    imports: { '@sinclair/typebox': ['Type'], '@portico/contract/common': ['ClientParams', ...(r.body ? ['Input', 'NonBlankText'] : [])] },
    entry: [
      '{',
      `  method: '${r.method}', path: __path__, access: 'session', tags: __tags__,`,
      `  summary: '${r.feature.title}: ${r.name.replace(/-/g, ' ')}, for a client company',`,
      `  params: ClientParams${body}, responses: { ${r.status}: ${answer} },`,
      '}',
    ].join('\n'),
  };
}
