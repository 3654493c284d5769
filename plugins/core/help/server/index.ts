import { defineServerFeature } from '@portico/server/kit/feature';
import { helpRoutes } from './routes';

/** Help: topics for the screen the user is on, linking to the firm's help site. */
export default defineServerFeature({ id: 'core.help', routes: helpRoutes });
