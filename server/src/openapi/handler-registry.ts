/**
 * Combines the handler sets of the server's areas into the one map mountOperations takes. Two sets may not
 * answer one operation by accident: a later set that replaces an earlier set's handler must name that operation
 * in its `overrides`, and an override of nothing is refused too, so the precedence is written down instead of
 * following from the order of object spreads.
 */

export interface HandlerGroup<H extends object = object> {
  /** Names the set in error messages (e.g. `crud`, `data-source`). */
  name: string
  handlers: H
  /** Operations whose handler of an earlier set this set replaces on purpose. */
  overrides?: readonly string[]
}

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never

/** Every set's handlers, typed as all of them together (assigning the result to Handlers<Ctx> checks completeness). */
export type CombinedHandlers<G extends readonly HandlerGroup[]> = UnionToIntersection<G[number]['handlers']>

export function combineHandlers<const G extends readonly HandlerGroup[]>(groups: G): CombinedHandlers<G> {
  const combined: Record<string, unknown> = {}
  const owner = new Map<string, string>()
  const problems: string[] = []
  for (const { name, handlers, overrides = [] } of groups) {
    const declared = new Set(overrides)
    for (const operation of declared) {
      if (!owner.has(operation)) problems.push(`${name} overrides ${operation}, which no earlier set handles`)
      if (!Object.hasOwn(handlers, operation))
        problems.push(`${name} overrides ${operation} without a handler for it`)
    }
    for (const [operation, handler] of Object.entries(handlers)) {
      const earlier = owner.get(operation)
      if (earlier !== undefined && !declared.has(operation))
        problems.push(`${operation} is handled by ${earlier} and ${name}; declare it in ${name}'s overrides`)
      combined[operation] = handler
      owner.set(operation, name)
    }
  }
  if (problems.length) throw new Error(`handler sets disagree:\n${problems.join('\n')}`)
  return combined as CombinedHandlers<G>
}
