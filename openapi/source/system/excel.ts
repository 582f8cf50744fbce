/**
 * Excel export and import (upstream `exportXls` / `importExcel`) of every CRUD resource of src/resources.ts and
 * of users. Export answers a streamed .xlsx whose header row is the fields' titles, dictionary fields as their
 * texts; import takes that same layout back, validates every row and writes all rows or none.
 */
import { allFields, operationsOf, resources, type FieldDef, type ResourceDef } from '../../src/resources'
import { rangeFilterSchema, type CompactOperation, type Json, type ParameterDef } from '../compact'

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const text = (maxLength: number, description: string): ParameterDef => ({
  schema: { type: 'string', maxLength },
  description,
})
const filter = (title: string): ParameterDef =>
  text(500, `Filter on ${title}: \`a*\`, \`*a\`, \`*a*\` like; \`a,b\` in; \`!a\` not equal; otherwise equal`)

const sorting: Record<string, ParameterDef> = {
  column: text(100, 'Sort field (camelCase; a `_dictText` suffix is ignored); default as the list'),
  order: {
    schema: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
    description: 'Sort direction; default desc',
  },
}

const selections: ParameterDef = {
  schema: { type: 'string', maxLength: 20000 },
  description: 'Comma-separated ids: export only these rows (the filters still apply)',
}

function filtersOf(fields: Record<string, FieldDef>): Record<string, ParameterDef> {
  const query: Record<string, ParameterDef> = {}
  for (const [name, field] of Object.entries(fields)) {
    query[name] = filter(field.title)
    if (field.type === 'date' || field.type === 'datetime') {
      query[`${name}_begin`] = {
        schema: rangeFilterSchema(),
        description: `${field.title} from (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)`,
      }
      query[`${name}_end`] = {
        schema: rangeFilterSchema(),
        description: `${field.title} to (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)`,
      }
    }
  }
  return query
}

const importBody = {
  schema: {
    type: 'object',
    required: ['file'],
    properties: {
      file: {
        type: 'string',
        format: 'binary',
        description: 'An .xlsx file (at most 10 MB) whose first row holds the column titles of the export',
      },
    },
  },
}

const IMPORT_REFUSALS = [
  '文件导入失败：共M行有错误 (result lists `第N行：<title><problem>`)',
  '文件格式不正确，请上传.xlsx格式的Excel文件',
  '文件大小超过10MB限制',
]

const importDescription = (what: string) =>
  `Multipart field \`file\`: an .xlsx whose first row holds the column titles of the export (field names are ` +
  `accepted too; unknown and read-only columns are ignored). Every row is checked as ${what} would check it ` +
  `(required, length, number and date formats, dictionary values given as text or code, unique values both ` +
  `within the file and against the database). If any row is wrong nothing is written and the answer is ` +
  '`success: false` with one message per problem in `result`, N being the spreadsheet row number; otherwise ' +
  'all rows are inserted in one transaction.'

export const schemas: Record<string, Json> = {
  ImportRowErrors: {
    type: 'array',
    description: 'Why an import was refused: one message per problem, `第N行：<column title><problem>`',
    items: { type: 'string' },
    maxItems: 1000,
  },
}

const exportOperation = (
  operationId: string,
  tag: string,
  path: string,
  title: string,
  query: Record<string, ParameterDef>,
): CompactOperation => ({
  method: 'get',
  path: `${path}/exportXls`,
  operationId,
  tag,
  summary: `Export ${title} as an .xlsx file`,
  description:
    `The rows the list would show for the same filters and sort (all pages), or only \`selections\`. The file ` +
    "is streamed; `Content-Disposition: attachment; filename*=UTF-8''<title>.xlsx`. A refusal is a JSON envelope.",
  query: { ...query, ...sorting, selections },
  download: { contentType: XLSX_CONTENT_TYPE },
  result: { type: 'null' },
  example: {
    code: 500,
    result: null,
    message: '操作失败，invalid input syntax for type timestamp: "not-a-date"',
  },
  refusals: ['操作失败，… (a filter the database refuses, e.g. a malformed date; JSON instead of the file)'],
})

const importOperation = (
  operationId: string,
  tag: string,
  path: string,
  title: string,
  what: string,
): CompactOperation => ({
  method: 'post',
  path: `${path}/importExcel`,
  operationId,
  tag,
  summary: `Import ${title} from an .xlsx file`,
  description: importDescription(what),
  multipart: importBody,
  result: { $ref: '#/components/schemas/ImportRowErrors' },
  example: { code: 200, result: null, message: '文件导入成功！数据行数:2' },
  refusals: IMPORT_REFUSALS,
})

function resourceOperations(resource: ResourceDef): CompactOperation[] {
  const kinds = operationsOf(resource)
  return [
    ...(kinds.includes('List')
      ? [
          exportOperation(
            `${resource.key}ExportXls`,
            resource.tag,
            resource.path,
            resource.title,
            filtersOf(allFields(resource)),
          ),
        ]
      : []),
    ...(kinds.includes('Add')
      ? [
          importOperation(
            `${resource.key}ImportExcel`,
            resource.tag,
            resource.path,
            resource.title,
            `\`${resource.path}/add\``,
          ),
        ]
      : []),
  ]
}

export const operations: CompactOperation[] = [
  ...(resources as readonly ResourceDef[]).flatMap(resourceOperations),
  exportOperation('userExportXls', 'users', '/sys/user', '用户', {
    username: filter('登录账号'),
    realname: filter('真实姓名'),
    sex: filter('性别'),
    phone: filter('手机号'),
    status: filter('状态'),
    workNo: filter('工号'),
    orgCode: filter('机构编码'),
  }),
  {
    ...importOperation('userImportExcel', 'users', '/sys/user', '用户', '`/sys/user/add`'),
    description:
      `${importDescription('`/sys/user/add`')} Account, work number, phone and e-mail must be unused by any ` +
      'user, deleted ones included. Imported users are active, with the password 123456 (as upstream).',
  },
]
