/**
 * Fixed ids of the rows the provider state 'the system-administration fixtures exist and admin is signed in'
 * inserts on top of the seed (test-hooks.ts). The Pact consumer tests name the same rows through
 * contracts/pact-names.ts, which re-exports this object: the ids are written once, here. Ids are 32
 * characters like upstream's; the tenant id is an integer, as upstream's.
 */
export const PACT_FIXTURE = {
  role: 'pac7000000000000000000000000f001',
  position: 'pac7000000000000000000000000f002',
  tenant: 9001,
  dict: 'pac7000000000000000000000000f003',
  dictItem: 'pac7000000000000000000000000f004',
  fillRule: 'pac7000000000000000000000000f005',
  checkRule: 'pac7000000000000000000000000f006',
  dataSource: 'pac7000000000000000000000000f007',
  gatewayRoute: 'pac7000000000000000000000000f008',
  /** Takes the seeded CleanSysLogJob; the SampleJob row is removed, so SampleJob can be added. */
  quartzJob: 'pac7000000000000000000000000f009',
  message: 'pac7000000000000000000000000f00a',
  messageTemplate: 'pac7000000000000000000000000f00b',
  /** Version 1 of the fixture position in the data log; dataLogVersion2 is version 2. */
  dataLog: 'pac7000000000000000000000000f00c',
  log: 'pac7000000000000000000000000f00d',
  ossFile: 'pac7000000000000000000000000f00e',
  /** An unpublished announcement (send_status 0). */
  draftAnnouncement: 'pac7000000000000000000000000f010',
  /** A published announcement sent to admin, unread; its delivery row has the same id. */
  publishedAnnouncement: 'pac7000000000000000000000000f011',
  /** One successful run of the fixture job. */
  quartzJobLog: 'pac7000000000000000000000000f012',
  /** A logically deleted user (the recycle bin), username pact_deleted. */
  deletedUser: 'pac7000000000000000000000000f013',
  /** A live user without department or role, username pact_user. */
  user: 'pac7000000000000000000000000f014',
  /** A department under the root, org code A01A99, no users. */
  depart: 'pac7000000000000000000000000f015',
  /** A top-level menu with one data rule (dataRule), granted to the fixture role. */
  menu: 'pac7000000000000000000000000f016',
  dataRule: 'pac7000000000000000000000000f017',
  /** A department role of 研发部 holding the home menu, which 研发部 is granted. */
  departRole: 'pac7000000000000000000000000f018',
  dataLogVersion2: 'pac7000000000000000000000000f019',
} as const
