import type { components } from '@erp/openapi/schema'
import { t } from '@erp/ui-kit/i18n'

type LoginResult = components['schemas']['LoginResult']
type TokenAndUser = components['schemas']['TokenAndUser']

/** The envelope of a sign-in answer, as far as judging it goes. */
export interface SignInAnswer<Result> {
  code: number
  message: string
  result?: Result | null
}

/**
 * docs/spec.md §4/§7, upstream `UI/store/modules/user.js`: a sign-in succeeded only when code is 200 and a result
 * came back. Anything else is a refusal carrying the server's message (e.g. phoneLogin's wrong code answers
 * success true, code 0, '手机验证码错误').
 */
export function acceptSignIn<Result>(
  answer: SignInAnswer<Result> | undefined,
  fallback = t('登录失败'),
): Result {
  if (!answer || answer.code !== 200 || !answer.result) throw new Error(answer?.message || fallback)
  return answer.result
}

/**
 * CAS and third-party sign-in answer only the token and the user (upstream: no dictionaries, departments
 * optional). The session takes a full login result: what is missing is empty.
 */
export function toLoginResult(answer: TokenAndUser): LoginResult {
  return {
    token: answer.token,
    userInfo: answer.userInfo,
    departs: answer.departs ?? [],
    multi_depart: answer.multi_depart ?? 0,
    sysAllDictItems: {},
  }
}
