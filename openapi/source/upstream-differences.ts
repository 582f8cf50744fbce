/**
 * Where this contract knowingly differs from upstream JeecgBoot 2.4.6 (read from its controllers), written into the
 * document so a back-end team verifying a real upstream knows what to expect: each operation concerned gets an
 * `x-upstream-differences` list. Also the tenant header under upstream's spelling, `tenant-id`, beside docs/spec.md's
 * `tenant_id`, on every operation that takes the one.
 */

type Json = Record<string, unknown>

const TREE_CHILDREN =
  'children: upstream’s TreeModel sends `children: null` on leaves; this server leaves it out. PermissionTreeModel.children is nullable so either validates.'

/** The differences, by operationId. Each item says what upstream does, what this contract does, and why. */
export const UPSTREAM_DIFFERENCES: Readonly<Record<string, readonly string[]>> = {
  login: [
    "captcha: upstream requires `captcha` (LoginController.java:77, none → '验证码无效'); here it is optional and checked only when sent with `checkKey`, because docs/spec.md §7 and this app's login page send none. A back end that requires it passes the pacts' sign-ins when the verifier runs with a state endpoint (contracts/verify.mjs signs in through the state 'the login captcha for check key pact-check-key is PACT'); the interaction 'a login with the right password' itself sends none.",
  ],
  updatePassword: [
    'method: upstream serves PUT only (405 on POST). POST is this server’s extra, kept because docs/spec.md §7 names it; the app and the pacts use PUT (updatePasswordPut).',
  ],
  selectDepart: [
    'method: upstream serves PUT only (405 on POST). POST is this server’s extra, kept because docs/spec.md §7 names it; the app and the pacts use PUT (selectDepartPut).',
  ],
  thirdLoginUser: [
    'path: upstream 2.4.6 serves /sys/thirdLogin/getLoginUser/{token}/{thirdType} (thirdLoginUserByType); this path is upstream 2.2–2.3’s and docs/spec.md §7’s, kept for the app.',
  ],
  permissionTree: [TREE_CHILDREN],
  roleGrantTree: [TREE_CHILDREN],
  departRoleGrantTree: [TREE_CHILDREN],
  announcementList: [
    'filters: the `*_begin`/`*_end` range filters (e.g. sendTime_begin) are this server’s; upstream 2.4.6 ignores them and answers every row.',
  ],
  upload: [
    "biz: without `biz` upstream stores under the upload root (`biz` defaults to ''); this server stores under `temp/`.",
  ],
}

/**
 * The batch deletes served by other code than the generic CRUD handler (server/src/modules/system/crud/routes.ts),
 * which keep their own answers; every other `…DeleteBatch` is the generic one.
 */
const OWN_DELETE_BATCH = new Set([
  'userDeleteBatch',
  'roleUserDeleteBatch',
  'departUserDeleteBatch',
  'departRoleDeleteBatch',
  'permissionDeleteBatch',
  'departDeleteBatch',
])
const DELETE_BATCH_ANSWER =
  'Ids that name no row (of the request’s tenant; soft-deleted rows count as gone) are not reported as deleted: when none matches, the answer is a refusal, `未找到对应数据` (code 500), as the single delete answers; when some match, those are deleted and the answer is `批量删除成功!`.'
const DELETE_BATCH_DIFFERENCE =
  'ids matching nothing: upstream’s deleteBatch answers `批量删除成功!` whatever matched; this server refuses with `未找到对应数据` when no id names a row.'

/** Upstream's spelling of the tenant header; the server reads it before `tenant_id`. */
export const TENANT_ID_UPSTREAM: Json = {
  name: 'tenant-id',
  in: 'header',
  required: false,
  description:
    'Tenant of the request as upstream 2.4.6’s client sends it (and as this app’s client does): nginx drops headers with underscores by default, so `tenant_id` (docs/spec.md §7) does not survive it. When both are sent, `tenant-id` wins.',
  schema: { type: 'string', pattern: '^[0-9]{1,10}$' },
  example: '0',
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const
const TENANT_REF = '#/components/parameters/TenantId'

/** Adds `tenant-id` after every `tenant_id` parameter, and each operation's `x-upstream-differences`. */
export function applyUpstreamDifferences(spec: {
  paths: Record<string, Json>
  components: Record<string, Record<string, unknown>>
}): void {
  ;(spec.components.parameters ??= {}).TenantIdUpstream = TENANT_ID_UPSTREAM
  const seen = new Set<string>()
  for (const item of Object.values(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined
      if (!op) continue
      const parameters = op.parameters as Json[] | undefined
      const at = parameters?.findIndex((parameter) => parameter.$ref === TENANT_REF) ?? -1
      if (parameters && at >= 0)
        parameters.splice(at + 1, 0, { $ref: '#/components/parameters/TenantIdUpstream' })
      const id = String(op.operationId)
      const differences = [...(UPSTREAM_DIFFERENCES[id] ?? [])]
      if (differences.length) seen.add(id)
      if (id.endsWith('DeleteBatch') && !OWN_DELETE_BATCH.has(id)) {
        op.description = op.description
          ? `${String(op.description)}\n\n${DELETE_BATCH_ANSWER}`
          : DELETE_BATCH_ANSWER
        differences.push(DELETE_BATCH_DIFFERENCE)
      }
      if (differences.length) op['x-upstream-differences'] = differences
    }
  }
  const unknown = Object.keys(UPSTREAM_DIFFERENCES).filter((id) => !seen.has(id))
  if (unknown.length) throw new Error(`x-upstream-differences for no operation: ${unknown.join(', ')}`)
}
