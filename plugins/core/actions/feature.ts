import { defineFeature } from '@portico/kernel/feature';
import area from './manifest';

/** Actions: the overview of the sections and actions other features contribute, and each action's route. */
export default defineFeature({ id: 'core.actions', plugins: [area] });
