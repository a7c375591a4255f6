// One place for how numbers, dates and keys read on screens, in e-mails and in PDFs (docs/client.md
// "Formatting"). Both sides import it; it uses only Intl, no Node or DOM APIs.
export { formatDate, formatDateTime, formatDayMonth, formatDateTimeLong, formatRelativeTime, formatTime, isIsoDateText } from './dates';
export { caretAfterSignificant, cleanNumberText, groupNumberText, parseNumberText, significantBefore } from './number-input';
export {
  formatBasisPoints,
  formatCount,
  formatMoney,
  formatMoneyCompact,
  formatNumber,
  formatPercent,
  PERCENT_DECIMALS,
} from './numbers';
export { humanizeKey, initials } from './text';
