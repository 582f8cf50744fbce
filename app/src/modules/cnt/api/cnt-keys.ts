/** The canteen's queries beside its CRUD lists. */
export const cntKeys = {
  persons: ['cnt', 'persons'] as const,
  currentPrices: ['cnt', 'currentPrices'] as const,
}

export const transactionKeys = {
  all: ['cnt', 'cardTransactions'] as const,
  ofCard: (cardNo: string, pageNo: number) => ['cnt', 'cardTransactions', cardNo, pageNo] as const,
  refundedOf: (cardNo: string) => ['cnt', 'cardTransactions', cardNo, 'refunded'] as const,
  /** The card itself: its balance in the drawer's header follows every money move. */
  card: (id: string) => ['cnt', 'cardTransactions', 'card', id] as const,
}
