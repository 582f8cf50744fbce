/** The category dictionary as a tree (upstream SysCategoryController). */
import {
  pageSizeParam,
  type CompactOperation,
  type Json,
  type ParameterDef,
  ref,
  list,
  pageOf,
} from '../compact'

const id = (description: string, example?: string): ParameterDef => ({
  schema: { type: 'string', minLength: 1, maxLength: 36 },
  required: true,
  description,
  ...(example ? { example } : {}),
})
const optional = (description: string, maxLength = 100): ParameterDef => ({
  schema: { type: 'string', maxLength },
  description,
})
const paging: Record<string, ParameterDef> = {
  pageNo: {
    schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 1, 'x-floor': 1 },
    description:
      "Page number, from 1; 0 is answered as page 1 (upstream's list mixin asks for page 0 after deleting the last row)",
  },
  pageSize: pageSizeParam(),
}

const EXAMPLE_PAGE = (records: unknown[]) => ({
  records,
  total: records.length,
  size: 10,
  current: 1,
  pages: 1,
})

const EXAMPLE_CATEGORY = {
  id: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6',
  pid: '0',
  name: '物料',
  code: 'A01',
  sysOrgCode: 'A01',
  hasChild: '1',
}

export const tags: Record<string, string> = {
  categories: 'Category dictionary (分类字典), a tree',
}

export const schemas: Record<string, Json> = {
  CategoryTreeNode: {
    type: 'object',
    description:
      'A category as a tree-select node (upstream TreeSelectModel): key and value are the id; children only ' +
      'when the whole tree was asked for',
    required: ['key', 'value', 'title', 'isLeaf'],
    properties: {
      key: { type: 'string' },
      value: { type: 'string' },
      title: { type: ['string', 'null'] },
      code: { type: ['string', 'null'] },
      parentId: { type: ['string', 'null'] },
      isLeaf: { type: 'boolean' },
      leaf: { type: 'boolean' },
      children: { anyOf: [list(ref('CategoryTreeNode')), { type: 'null' }] },
    },
  },
}

export const operations: CompactOperation[] = [
  // Category tree (upstream SysCategoryController)
  {
    method: 'get',
    path: '/sys/category/rootList',
    operationId: 'categoryRootList',
    tag: 'categories',
    summary: 'Page of top-level categories (pid 0), or of every match when name or code is given',
    query: {
      ...paging,
      pid: optional('Parent id; default 0', 36),
      name: optional('类型名称 (QueryGenerator: `*a*` like, …)'),
      code: optional('类型编码 (QueryGenerator)'),
    },
    result: pageOf(ref('SysCategory')),
    example: { code: 0, result: EXAMPLE_PAGE([EXAMPLE_CATEGORY]) },
  },
  {
    method: 'get',
    path: '/sys/category/childList',
    operationId: 'categoryChildList',
    tag: 'categories',
    summary: 'The children of a category (hasChild computed)',
    query: { pid: id('父级节点', EXAMPLE_CATEGORY.id) },
    result: list(ref('SysCategory')),
    example: {
      code: 0,
      result: [{ ...EXAMPLE_CATEGORY, pid: EXAMPLE_CATEGORY.id, code: 'A01A01', hasChild: '0' }],
    },
  },
  {
    method: 'get',
    path: '/sys/category/getChildListBatch',
    operationId: 'categoryChildListBatch',
    tag: 'categories',
    summary:
      'The children of several categories at once, as one page (upstream SysCategoryList reloads its expanded rows)',
    description:
      'Every child of the comma-separated `parentIds`, all in `records` (upstream answers `new Page(1, 10, n)` holding all n).',
    query: {
      parentIds: {
        schema: { type: 'string', minLength: 1, maxLength: 8000 },
        required: true,
        description: 'Parent ids, comma-separated',
        example: EXAMPLE_CATEGORY.id,
      },
    },
    result: pageOf(ref('SysCategory')),
    example: {
      code: 0,
      result: EXAMPLE_PAGE([
        { ...EXAMPLE_CATEGORY, pid: EXAMPLE_CATEGORY.id, code: 'A01A01', hasChild: '0' },
      ]),
    },
  },
  {
    method: 'get',
    path: '/sys/category/loadTreeData',
    operationId: 'categoryTreeData',
    tag: 'categories',
    summary:
      'One level of the category tree under `pid`, or under the category of code `pcode` (`0`: the roots)',
    description: '`condition` (a JSON object of equality filters upstream) is accepted and not used.',
    query: {
      pid: optional('Parent id; wins over pcode', 36),
      pcode: optional('Parent code; 0 for the roots'),
      condition: optional('Ignored', 500),
    },
    result: list(ref('CategoryTreeNode')),
    example: {
      code: 0,
      result: [
        {
          key: EXAMPLE_CATEGORY.id,
          value: EXAMPLE_CATEGORY.id,
          title: '物料',
          code: 'A01',
          parentId: '0',
          isLeaf: false,
          leaf: false,
        },
      ],
    },
    refusals: ['加载分类字典树参数有误.[null]!', '加载分类字典树参数有误.[code]!'],
  },
  {
    method: 'get',
    path: '/sys/category/loadTreeRoot',
    operationId: 'categoryTreeRoot',
    tag: 'categories',
    summary: 'The children of the category of code `pcode`; with async=false their whole subtrees',
    query: {
      async: { schema: { type: 'boolean' }, required: true, example: false },
      pcode: { schema: { type: 'string', minLength: 1, maxLength: 100 }, required: true, example: '0' },
    },
    result: list(ref('CategoryTreeNode')),
    example: {
      code: 0,
      result: [
        {
          key: EXAMPLE_CATEGORY.id,
          value: EXAMPLE_CATEGORY.id,
          title: '物料',
          code: 'A01',
          parentId: '0',
          isLeaf: true,
          leaf: true,
        },
      ],
    },
    refusals: ['该编码【X】不存在，请核实!'],
  },
]
