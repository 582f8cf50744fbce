/** Every query of the repair module starts with 'rep'. */
export const repairKeys = {
  all: ['rep'] as const,
  users: () => [...repairKeys.all, 'users'] as const,
  repairers: () => [...repairKeys.all, 'repairers'] as const,
  /** Every self-service lookup of one order (any phone): a confirmation invalidates them. */
  publicOrder: (orderNo: string) => [...repairKeys.all, 'public', orderNo] as const,
  publicDetail: (orderNo: string, phone: string) => [...repairKeys.publicOrder(orderNo), phone] as const,
}
