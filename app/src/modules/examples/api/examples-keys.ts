/**
 * The query keys of the example pages (upstream's 列表页, 详情页, 表单页 and 结果页). Their calls are built on the
 * product's existing operations: repair orders, meters, meal cards and QC check reports; no API of their own.
 */
export const exampleKeys = {
  all: ['examples'] as const,
  repairOrders: (pageNo: number, pageSize: number) => ['examples', 'repairOrders', pageNo, pageSize] as const,
  repairOrder: (id: string) => ['examples', 'repairOrder', id] as const,
  meters: (pageNo: number, pageSize: number) => ['examples', 'meters', pageNo, pageSize] as const,
  checkReport: (id: string) => ['examples', 'checkReport', id] as const,
  registers: ['examples', 'qcRegisters'] as const,
  register: (id: string) => [...exampleKeys.registers, id] as const,
  defectStandards: ['examples', 'defectStandards'] as const,
  card: (cardNo: string) => ['examples', 'card', cardNo] as const,
}
