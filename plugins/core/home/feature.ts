import { defineFeature } from '@portico/kernel/feature';
import area from './manifest';

/** Home: the dashboard, whose sections and widgets other features contribute. */
export default defineFeature({ id: 'core.home', plugins: [area] });
