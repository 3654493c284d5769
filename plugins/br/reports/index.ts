/**
 * br.reports' public door: the report pieces other features build their own report screens from (br.protocols'
 * filing receipts). Its stylesheet comes with them, as the screens that use them need its rules.
 */
import './report/report.css';

export { DateRangeFields } from './report/DateRangeFields';
export { lastTwelveMonths, rangeProblem, type DateRange } from './report/date-range';
export { downloadFile } from './report/download-file';
export { fetchAllPages } from './report/fetch-all';
