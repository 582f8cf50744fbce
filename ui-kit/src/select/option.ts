/**
 * The one option shape of the kit: Select, Combobox and the editable table's select, search-select and
 * multi-select columns (and their `dictionaries`) all take `{ value, label }`. A dictionary that comes as
 * `{ value, text }` (JeecgBoot's envelope) is converted where the host reads it.
 */
export interface SelectOption {
  value: string
  /** The text shown, in the screen's language. */
  label: string
  disabled?: boolean
}
