/** common.actions' public door: the actions feature (its overview and sections), for tests that show an action in it. */
export { default as actionsFeature } from './feature';
