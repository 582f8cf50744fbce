/** The signed-in user's announcements: list and mark all read (docs/upstream.md §11). */
import { pageSizeParam, type CompactOperation, type Json, type ParameterDef, ref, list } from '../compact'

const text = (maxLength: number, required = false): ParameterDef => ({
  schema: { type: 'string', maxLength },
  required,
})

export const tags: Record<string, string> = {
  announcements: 'Announcements, their publication and who read them',
}

export const schemas: Record<string, Json> = {
  AnnouncementSendModel: {
    type: 'object',
    description: "An announcement as delivered to one user (upstream AnnouncementSendModel): 'my messages'",
    required: ['id', 'anntId', 'userId', 'titile', 'priority', 'readFlag'],
    properties: {
      id: { type: 'string', description: 'The send row' },
      anntId: { type: 'string' },
      userId: { type: 'string' },
      titile: { type: ['string', 'null'], description: 'Title (spelt so upstream)' },
      msgContent: { type: ['string', 'null'], description: 'HTML: sanitize before showing' },
      msgAbstract: { type: ['string', 'null'] },
      sender: { type: ['string', 'null'] },
      priority: { type: ['string', 'null'], description: 'L, M or H' },
      readFlag: { type: ['string', 'null'], description: "'0' unread, '1' read" },
      sendTime: { type: ['string', 'null'], description: 'yyyy-MM-dd HH:mm:ss' },
      msgCategory: { type: ['string', 'null'], description: '1 notice, 2 system message' },
      busId: { type: ['string', 'null'] },
      busType: { type: ['string', 'null'] },
      openType: { type: ['string', 'null'] },
      openPage: { type: ['string', 'null'] },
    },
  },
}

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    operationId: 'announcementMine',
    tag: 'announcements',
    summary: "The signed-in user's announcements, read or not (my messages)",
    description:
      'Only published, not deleted announcements; newest first, unread before read at the same time. Announcements for everybody published ' +
      'since are delivered (as unread) first, as /sys/annountCement/listByUser does.',
    query: {
      pageNo: { schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 1, 'x-floor': 1 } },
      pageSize: pageSizeParam(1000),
      titile: text(100),
      sender: text(100),
      readFlag: { schema: { type: 'string', enum: ['0', '1'] } },
      msgCategory: { schema: { type: 'string', enum: ['1', '2'] } },
    },
    result: {
      allOf: [ref('Page'), { type: 'object', properties: { records: list(ref('AnnouncementSendModel')) } }],
    },
    example: {
      code: 0,
      result: {
        records: [
          {
            id: '1580000000000000000000000000000b',
            anntId: '1580000000000000000000000000000a',
            userId: 'e9ca23d68d884d4ebb19d07889727dae',
            titile: '停电通知',
            msgContent: '<p>周六停电检修</p>',
            msgAbstract: null,
            sender: 'admin',
            priority: 'H',
            readFlag: '0',
            sendTime: '2026-11-22 09:30:00',
            msgCategory: '1',
            busId: null,
            busType: null,
            openType: null,
            openPage: null,
          },
        ],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
      },
    },
  },
  {
    method: 'put',
    path: '/sys/sysAnnouncementSend/readAll',
    operationId: 'announcementReadAll',
    tag: 'announcements',
    summary: 'Mark every announcement of the signed-in user read',
    result: { type: 'null' },
    example: { code: 200, result: null, message: '全部已读' },
  },
]
