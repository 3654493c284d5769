import { defineServerFeature } from '@portico/plugin-server';
import * as migration from './migrations/__migration__';
import { __camel__Routes } from './routes';
import { __camel__Demo } from './seed';

/**
 * __Title__'s server module. The server finds it by its path (__folder__/server/index.ts): its migration runs
 * in every variant, its routes and demo seed only in the variants registry.json enables __featureId__ in.
 */
export default defineServerFeature({
  id: '__featureId__',
  routes: __camel__Routes,
  migrations: { '__migration__': migration },
  seed: __camel__Demo,
  tables: ['__table__'],
});
