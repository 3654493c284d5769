/** What other features use of help: the firm's help configuration (its addresses and topics), read and replaced. */
export { ENDPOINTS as HELP_ENDPOINTS, HELP_API, type HelpConfig, type HelpConfigBody } from './contract';
