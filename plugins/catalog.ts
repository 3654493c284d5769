import type { PluginManifest } from '../core/kernel/plugin';
import home from './core/areas/home/manifest';
import documents from './core/areas/documents/manifest';
import actions from './core/areas/actions/manifest';
import brTaxCalendar from './br/widgets/tax-calendar/manifest';

/**
 * Every plugin this build knows. Manifests are tiny and eager; each plugin's code is a chunk of its own
 * that only loads when its variant enables it and its slot renders.
 */
export const CATALOG: PluginManifest[] = [home, documents, actions, brTaxCalendar];
