/** Online report popups and table dictionaries (docs/upstream.md §8, §11). */
import { pageSizeParam, type CompactOperation, type Json, type ParameterDef, ref, list } from '../compact'

const text = (maxLength: number, required = false): ParameterDef => ({
  schema: { type: 'string', maxLength },
  required,
})

const TABLE_DICT =
  'A table dictionary `table,textColumn,codeColumn`: only the declared ones (`x-table-dictionaries`, from ' +
  'openapi/source/table-dicts.ts), to a caller holding the permission listed with it (else code 510); any other ' +
  'table, column or condition → success false with 不支持该表字典: 未声明的表或字段 (a code of fewer than three ' +
  'parts: 字典Code格式不正确！). Names reach SQL from the declaration only; rows are live, of the request’s tenant, ' +
  'and masked as the table’s lists are.'

const EXAMPLE_REPORT_ID = '1580000000000000000000000000000e'

export const tags: Record<string, string> = {
  'online reports': 'Online report configurations feeding the popup selector',
}

export const schemas: Record<string, Json> = {
  ReportColumn: {
    type: 'object',
    required: ['title', 'dataIndex', 'fieldType', 'align', 'sorter'],
    properties: {
      title: { type: 'string' },
      dataIndex: { type: 'string' },
      fieldType: { type: 'string' },
      align: { type: 'string' },
      sorter: { type: 'string' },
      isTotal: { type: ['string', 'null'] },
      groupTitle: { type: ['string', 'null'] },
      customRender: { type: 'string', description: 'Present when the column has a dictionary' },
    },
  },
  ReportColumns: {
    type: 'object',
    required: ['columns', 'dictOptions', 'cgRpConfigId', 'cgRpConfigName'],
    properties: {
      columns: list(ref('ReportColumn')),
      dictOptions: { type: 'object', additionalProperties: list(ref('DictModel')) },
      fieldHrefSlots: list({ type: 'object', additionalProperties: true }),
      isGroupTitle: { type: 'boolean' },
      cgRpConfigId: { type: 'string' },
      cgRpConfigName: { type: 'string' },
    },
  },
  ReportQueryItem: {
    type: 'object',
    required: ['label', 'field', 'view', 'mode'],
    properties: {
      label: { type: 'string' },
      field: { type: 'string' },
      view: { type: 'string', description: '`list` for a dictionary, else the field type (string, date, …)' },
      mode: { type: 'string', description: '`single` or `group` (a range)' },
      dictCode: { type: 'string' },
      hidden: { type: 'string', description: "'1' from the third item on: shown when the form is expanded" },
    },
  },
  ReportData: {
    type: 'object',
    required: ['total', 'records'],
    properties: { total: { type: 'integer' }, records: list({ type: 'object', additionalProperties: true }) },
  },
}

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/sys/dict/loadDict/{dictCode}',
    operationId: 'loadTableDict',
    tag: 'dictionaries',
    summary: 'Search a table dictionary by keyword (select-search cells)',
    description: TABLE_DICT,
    pathParams: {
      dictCode: {
        schema: { type: 'string', minLength: 1, maxLength: 200 },
        example: 'sys_user,realname,username',
      },
    },
    query: {
      keyword: text(100),
      pageSize: pageSizeParam(1000, null),
      sign: text(100),
    },
    result: list(ref('DictModel')),
    example: { code: 0, result: [{ value: 'admin', text: '管理员', title: '管理员' }] },
    refusals: ['字典Code格式不正确！', '不支持该表字典: 未声明的表或字段'],
  },
  {
    method: 'get',
    path: '/sys/dict/loadDictItem/{dictCode}',
    operationId: 'loadTableDictTexts',
    tag: 'dictionaries',
    summary: 'Texts of given values of a table dictionary, in the order of the values',
    description: TABLE_DICT,
    pathParams: {
      dictCode: {
        schema: { type: 'string', minLength: 1, maxLength: 200 },
        example: 'sys_user,realname,username',
      },
    },
    query: {
      key: {
        schema: { type: 'string', maxLength: 5000 },
        required: true,
        description: 'Comma-separated values',
        example: 'admin,jeecg',
      },
      delNotExist: {
        schema: { type: 'boolean', default: true },
        description: 'false: unknown values are echoed',
      },
      sign: text(100),
    },
    result: list({ type: 'string' }),
    example: { code: 0, result: ['管理员'] },
    refusals: ['字典Code格式不正确！', '不支持该表字典: 未声明的表或字段'],
  },
  {
    method: 'get',
    path: '/online/cgreport/api/getRpColumns/{code}',
    operationId: 'reportColumns',
    tag: 'online reports',
    summary: 'Columns, dictionaries, id and name of an online report, by code',
    pathParams: { code: { schema: { type: 'string', minLength: 1, maxLength: 100 }, example: 'popup_user' } },
    result: ref('ReportColumns'),
    example: {
      result: {
        columns: [
          { title: '账号', dataIndex: 'username', fieldType: 'String', align: 'center', sorter: 'true' },
        ],
        dictOptions: {},
        fieldHrefSlots: [],
        isGroupTitle: false,
        cgRpConfigId: EXAMPLE_REPORT_ID,
        cgRpConfigName: '选择用户',
      },
    },
    refusals: ['实体不存在'],
  },
  {
    method: 'get',
    path: '/online/cgreport/api/getQueryInfo/{configId}',
    operationId: 'reportQueryInfo',
    tag: 'online reports',
    summary: 'Query fields of an online report, by id',
    pathParams: {
      configId: { schema: { type: 'string', minLength: 1, maxLength: 36 }, example: EXAMPLE_REPORT_ID },
    },
    result: list(ref('ReportQueryItem')),
    example: { result: [{ label: '账号', field: 'username', view: 'string', mode: 'single' }] },
    refusals: ['查询失败'],
  },
  {
    method: 'get',
    path: '/online/cgreport/api/getData/{configId}',
    operationId: 'reportData',
    tag: 'online reports',
    summary: 'A page of an online report, filtered by its query fields and sorted',
    description:
      "Query fields are the report's own (`<field>`, and `<field>_begin`/`<field>_end` for ranges); `*` at either end of a value is a like search. Unknown parameters are ignored.",
    pathParams: {
      configId: { schema: { type: 'string', minLength: 1, maxLength: 36 }, example: EXAMPLE_REPORT_ID },
    },
    query: {
      pageNo: { schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 1, 'x-floor': 1 } },
      pageSize: pageSizeParam(),
      column: text(100),
      order: { schema: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] } },
    },
    result: ref('ReportData'),
    example: { result: { total: 1, records: [{ username: 'admin', realname: '管理员' }] } },
    refusals: ['实体不存在'],
  },
]
