/** What other features may use of the NF-e manifest: its API's paths (the dashboard's tests ask its list). */
export { MANIFEST_API } from './contract';
