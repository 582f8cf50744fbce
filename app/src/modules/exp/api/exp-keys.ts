/** The express pages' queries beside the generic shipment list. */
export const expKeys = {
  quote: (carrier: string, weightKg: number, province: string) =>
    ['exp', 'quote', carrier, weightKg, province] as const,
  tracking: (id: string) => ['resource', '/exp/shipment', 'tracking', id] as const,
}
