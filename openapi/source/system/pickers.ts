/**
 * Picker projections (issue 30 item 7): what a page's picker of people needs (id, name, work number, department)
 * and nothing else, so that a page that picks a person or a user does not need the full person or user list
 * (every column, masked or not). Served by server/src/modules/system/pickers/.
 */
import { list, nullableStr, ref, str, type CompactOperation, type Json } from '../compact'

export const tags: Record<string, string> = {
  pickers: 'Picker projections: the people a page’s picker offers, with only what the picker shows',
}

export const schemas: Record<string, Json> = {
  PersonPick: {
    type: 'object',
    description: 'A staff record (hr_person) as a picker shows it',
    required: ['id', 'realname', 'workNo', 'departId', 'departName'],
    properties: {
      id: str(32),
      realname: nullableStr(100),
      workNo: nullableStr(64),
      departId: { ...(nullableStr(32) as object), description: 'The id of the person’s department' },
      departName: { ...(nullableStr(100) as object), description: 'The name of the person’s department' },
    },
  },
  UserPick: {
    type: 'object',
    description: 'A user as a picker shows it',
    required: ['id', 'username', 'realname', 'workNo', 'departName'],
    properties: {
      id: str(32),
      username: str(100),
      realname: nullableStr(100),
      workNo: nullableStr(100),
      departName: {
        ...(nullableStr(1000) as object),
        description: 'The names of the user’s departments, comma separated',
      },
    },
  },
}

/** The most people one picker answer lists (pickers read all at once, as the full lists did with 1000). */
export const PICKER_LIMIT = 5000

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/hr/person/pickerList',
    operationId: 'personPickerList',
    tag: 'pickers',
    summary: 'The staff records a person picker offers (id, name, work number, department)',
    description:
      'Every staff record (of the caller’s tenant), by work number, with only the columns a picker shows: for the ' +
      `pages that pick or name a person (the canteen’s card holder, attendance) without reading /hr/person/list. At most ${PICKER_LIMIT}.`,
    query: {
      realname: {
        schema: { type: 'string', maxLength: 100 },
        description: 'Only names containing this text',
      },
    },
    result: { ...(list(ref('PersonPick')) as object), maxItems: PICKER_LIMIT },
    example: {
      result: [
        {
          id: '1580000000000000000000000000000b',
          realname: '张三',
          workNo: 'E0001',
          departId: 'c6d7cb4deeac411cb3384b1b31278596',
          departName: '生产部',
        },
      ],
    },
  },
  {
    method: 'get',
    path: '/sys/user/pickerList',
    operationId: 'userPickerList',
    tag: 'pickers',
    summary: 'The users a user picker offers (id, account, name, work number, departments)',
    description:
      'The users that are not deleted, by account, with only the columns a picker shows: for the pages that pick ' +
      'or name a user (QC groups and reports, repair orders) without reading /sys/user/list. With `roleCode`: only ' +
      `the holders of that role (the repairers of 派工, for instance). At most ${PICKER_LIMIT}.`,
    query: {
      roleCode: {
        schema: { type: 'string', maxLength: 100 },
        description: 'Only the users holding the role of this code',
        example: 'qc_inspector',
      },
    },
    result: { ...(list(ref('UserPick')) as object), maxItems: PICKER_LIMIT },
    example: {
      result: [
        {
          id: '5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a02',
          username: 'qc01',
          realname: '质检李工',
          workNo: '00012',
          departName: '质检部',
        },
      ],
    },
  },
]
