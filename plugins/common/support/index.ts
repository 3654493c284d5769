/** What other features use of support: the countries that have a support mailbox of their own (spec 001 §5). */
export { SUPPORT_COUNTRIES, type SupportCountry } from './contract';
