/** Every query of the repair module starts with 'rep'. */
export const repairKeys = {
  all: ['rep'] as const,
  users: () => [...repairKeys.all, 'users'] as const,
  repairers: () => [...repairKeys.all, 'repairers'] as const,
  /** 我的工单: every page and filter of the signed-in repairer's orders. */
  mineAll: () => [...repairKeys.all, 'mine'] as const,
  mine: (query: { pageNo: number; pageSize: number; status: string }) =>
    [...repairKeys.mineAll(), query] as const,
  /** Every self-service lookup of one order (any phone): a confirmation invalidates them. */
  publicOrder: (orderNo: string) => [...repairKeys.all, 'public', orderNo] as const,
  publicDetail: (orderNo: string, phone: string) => [...repairKeys.publicOrder(orderNo), phone] as const,
}
