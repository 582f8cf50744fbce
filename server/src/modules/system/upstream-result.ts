/** Upstream's "new Result()" default message. */
export const DEFAULT_MESSAGE = '操作成功！'
