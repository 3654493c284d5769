/**
 * The names `npm run new` derives from a feature id ("acme.timesheets") and a plugin name ("log-hours"). Every
 * part is lower-case words joined by dashes, each word starting with a letter: "acme-corp.time-sheets". That
 * keeps the camelCase of the code and the snake_case of the database convertible both ways (Kysely's
 * CamelCasePlugin), which a word starting with a digit would not be.
 */
export const WORDS = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;

export class ScaffoldError extends Error {
  override name = 'ScaffoldError';
}

const words = (name: string) => name.split('-');
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
export const camel = (name: string) => words(name).map((w, i) => (i === 0 ? w : capital(w))).join('');
export const pascal = (name: string) => words(name).map(capital).join('');
export const snake = (name: string) => words(name).join('_');
/** "log-hours" -> "Log hours": the name as given, for titles. */
export const human = (name: string) => capital(words(name).join(' '));

export function checkWords(what: string, name: string, example: string): void {
  if (!WORDS.test(name)) {
    throw new ScaffoldError(`${what} "${name}" must be lower-case words joined by dashes, each starting with a letter (like "${example}")`);
  }
}

export interface FeatureNames {
  /** "acme.timesheets" */
  id: string;
  namespace: string;
  name: string;
  /** plugins/acme/timesheets, relative to the repository */
  folder: string;
  /** "Timesheets": the name as given */
  title: string;
  /** "timesheets", "Timesheets", "TIMESHEETS" */
  camel: string;
  pascal: string;
  constant: string;
  /** "acmeTimesheets": the feature's line in plugins/features.ts */
  exportName: string;
  /** "timesheetsSection": its section of the actions overview */
  section: string;
  /** "timesheetsWidgets": its dashboard section, made when a widget is added */
  dashboardSection: string;
  /** "acme-timesheets": the API's first segment and its OpenAPI tag */
  apiName: string;
  /** "acme_timesheets_entries" and the name Kysely's CamelCasePlugin gives it, "acmeTimesheetsEntries" */
  table: string;
  tableCamel: string;
}

export function featureNames(id: string): FeatureNames {
  const parts = id.split('.');
  if (parts.length !== 2) throw new ScaffoldError(`A feature id is "<namespace>.<name>", like "acme.timesheets"; got "${id}"`);
  const [namespace, name] = parts as [string, string];
  checkWords('The namespace', namespace, 'acme');
  checkWords('The feature name', name, 'timesheets');
  const table = `${snake(namespace)}_${snake(name)}_entries`;
  return {
    id, namespace, name,
    folder: `plugins/${namespace}/${name}`,
    title: human(name),
    camel: camel(name),
    pascal: pascal(name),
    constant: snake(name).toUpperCase(),
    exportName: camel(`${namespace}-${name}`),
    section: `${camel(name)}Section`,
    dashboardSection: `${camel(name)}Widgets`,
    apiName: `${namespace}-${name}`,
    table,
    tableCamel: camel(table.replace(/_/g, '-')),
  };
}

export const PLUGIN_KINDS = ['action', 'widget', 'area', 'dialog'] as const;
export type PluginKind = (typeof PLUGIN_KINDS)[number];

export interface PluginNames {
  /** "acme.timesheets/log-hours" */
  id: string;
  name: string;
  kind: PluginKind;
  /** plugins/acme/timesheets/log-hours */
  folder: string;
  /** "Log hours" */
  title: string;
  /** "logHours": its keys in the feature's translations and its name in feature.ts */
  camel: string;
  /** "LogHours": its component */
  component: string;
  /** action: "timesheets/log-hours" below /actions; area: "timesheets-log-hours" (or "timesheets" for an "area" plugin) */
  route: string;
  /** widget type and dialog name: "timesheets-log-hours" */
  handle: string;
}

export function pluginNames(pluginId: string, kind: string): { feature: FeatureNames; plugin: PluginNames } {
  const slash = pluginId.indexOf('/');
  if (slash < 0) throw new ScaffoldError(`A plugin is "<feature id>/<name>", like "acme.timesheets/log-hours"; got "${pluginId}"`);
  const feature = featureNames(pluginId.slice(0, slash));
  const name = pluginId.slice(slash + 1);
  checkWords('The plugin name', name, 'log-hours');
  if (!(PLUGIN_KINDS as readonly string[]).includes(kind)) {
    throw new ScaffoldError(`The kind of a plugin is one of ${PLUGIN_KINDS.join(', ')}; got "${kind}"`);
  }
  const handle = `${feature.name}-${name}`;
  return {
    feature,
    plugin: {
      id: pluginId, name, kind: kind as PluginKind,
      folder: `${feature.folder}/${name}`,
      title: human(name),
      camel: camel(name),
      component: pascal(name),
      route: kind === 'action' ? `${feature.name}/${name}` : name === 'area' ? feature.name : handle,
      handle,
    },
  };
}

export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

export interface RouteNames {
  feature: FeatureNames;
  /** "approve-week", as given */
  name: string;
  method: RouteMethod;
  /** whether it takes a body (POST, PUT, PATCH) */
  body: boolean;
  /** its success status: 201 for POST, 200 otherwise */
  status: number;
  /** "postTimesheetsApproveWeek": its key in ENDPOINTS, unique over the API */
  operationId: string;
  /** "approveWeek": its key in the feature's path table; "ApproveWeek": its schemas' prefix */
  camel: string;
  pascal: string;
  /** "/api/acme-timesheets/v1/clients/:clientId/approve-week" */
  path: string;
  /** "approveWeekRoute", in server/approve-week.ts, tested by server/approve-week.test.ts */
  module: string;
  file: string;
  test: string;
}

/** `npm run new -- route acme.timesheets approve-week --method POST` */
export function routeNames(featureId: string, name: string, method = 'GET'): RouteNames {
  const feature = featureNames(featureId);
  checkWords('The route name', name, 'approve-week');
  const verb = method.toUpperCase();
  if (!(ROUTE_METHODS as readonly string[]).includes(verb)) throw new ScaffoldError(`The method is one of ${ROUTE_METHODS.join(', ')}; got "${method}"`);
  return {
    feature, name, method: verb as RouteMethod,
    body: verb === 'POST' || verb === 'PUT' || verb === 'PATCH',
    status: verb === 'POST' ? 201 : 200,
    operationId: `${verb.toLowerCase()}${feature.pascal}${pascal(name)}`,
    camel: camel(name),
    pascal: pascal(name),
    path: `/api/${feature.apiName}/v1/clients/:clientId/${name}`,
    module: `${camel(name)}Route`,
    file: `${feature.folder}/server/${name}.ts`,
    test: `${feature.folder}/server/${name}.test.ts`,
  };
}
