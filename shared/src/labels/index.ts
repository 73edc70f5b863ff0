export { labelTable, labelOf, entryOf, TAG_COLORS, type LabelTagType, type LabelEntry, type LabelTable } from './label-table';
export {
  THIRD_PARTY_LOGIN_TYPES,
  EXCHANGE_TYPES,
  TASK_MODULES,
  AUDIT_STATUSES,
  JOIN_STATES,
  TASK_TYPES,
  EXCHANGE_STATES,
  FEEDBACK_STATES,
} from './tables';
