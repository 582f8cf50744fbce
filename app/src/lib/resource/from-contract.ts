import { allFields, columnOf, resources, type FieldDef } from '@erp/openapi/resources'
import type { FormFieldDef, QueryFieldDef, ResourceColumn } from './resource-definition'

/**
 * Form fields, columns and query fields read from the contract's resource list (openapi/src/resources.ts):
 * titles, required, lengths, dictionaries and unique fields are written once, there. Pages pick the
 * fields they show and override what is special.
 */

export type ContractResourceKey = (typeof resources)[number]['key']

function resourceOf(key: ContractResourceKey) {
  const resource = resources.find((item) => item.key === key)
  if (!resource) throw new Error(`unknown resource ${key}`)
  return resource
}

function fieldOf(key: ContractResourceKey, name: string): FieldDef {
  const field = allFields(resourceOf(key))[name]
  if (!field) throw new Error(`resource ${key} has no field ${name}`)
  return field
}

function kindOf(field: FieldDef): FormFieldDef['kind'] {
  if (field.dict) return 'select'
  switch (field.type) {
    case 'text':
      return 'textarea'
    case 'integer':
    case 'number':
      return 'number'
    case 'date':
      return 'date'
    case 'datetime':
      return 'datetime'
    default:
      return 'input'
  }
}

/** Form fields of a resource, with the contract's rules (required, max length, unique → duplicate check). */
export function contractFormFields(
  key: ContractResourceKey,
  names: readonly string[],
  overrides: Partial<Record<string, Partial<FormFieldDef>>> = {},
): FormFieldDef[] {
  const resource = resourceOf(key)
  const unique: readonly string[] = 'unique' in resource ? resource.unique : []
  return names.map((name) => {
    const field = fieldOf(key, name)
    const kind = kindOf(field)
    const base: FormFieldDef = {
      name,
      label: field.title,
      kind,
      ...(field.type === 'integer' || field.type === 'number' ? { numeric: true } : {}),
      ...(field.dict ? { dictCode: field.dict } : {}),
      rules: {
        ...(field.required ? { required: true } : {}),
        ...(field.maxLength ? { maxLength: field.maxLength } : {}),
        ...(kind === 'number' ? { pattern: field.type === 'integer' ? ('z' as const) : ('n' as const) } : {}),
        ...(unique.includes(name)
          ? { duplicate: { tableName: resource.table, fieldName: columnOf(name, field) } }
          : {}),
      },
    }
    const override = overrides[name]
    return override ? { ...base, ...override, rules: { ...base.rules, ...override.rules } } : base
  })
}

/** Table columns of a resource: its titles, sortable, dictionary text for dictionary fields. */
export function contractColumns<Row>(
  key: ContractResourceKey,
  names: readonly string[],
  overrides: Partial<Record<string, Partial<ResourceColumn<Row>>>> = {},
): ResourceColumn<Row>[] {
  return names.map((name) => {
    const field = fieldOf(key, name)
    return {
      key: name,
      title: field.title,
      sortable: true,
      ...(field.dict ? { dict: true, dictCode: field.dict } : {}),
      ...(field.type === 'datetime' ? { width: 170 } : {}),
      ...overrides[name],
    }
  })
}

/** Query fields of a resource: text fields search by like, dictionary fields by a select, dates by range. */
export function contractQueryFields(key: ContractResourceKey, names: readonly string[]): QueryFieldDef[] {
  return names.map((name) => {
    const field = fieldOf(key, name)
    if (field.dict) return { name, label: field.title, kind: 'select', dictCode: field.dict }
    if (field.type === 'date' || field.type === 'datetime')
      return { name, label: field.title, kind: 'date-range' }
    return { name, label: field.title }
  })
}
