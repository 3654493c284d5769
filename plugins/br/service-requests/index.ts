/** What other features may use of the service requests: their API's paths (the dashboard's tests ask their list). */
export { SERVICE_REQUESTS_API } from './contract';
