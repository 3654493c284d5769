/** common.home's public door: the home feature and its area, for tests that show a widget on the dashboard. */
export { default as homeFeature } from './feature';
export { default as homeArea } from './manifest';
