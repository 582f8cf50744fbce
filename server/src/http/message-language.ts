import type { FastifyInstance } from 'fastify'

/**
 * The server's own messages in the language the app asks for. The app sends its language in
 * `Accept-Language` ('zh-CN' or 'en-US'); when the first language asked for is English, the `message` of every
 * JSON answer (the envelope's, or Spring's error body's) is translated here, just before it is written.
 *
 * Chinese stays the source: handlers and tests keep writing and asserting the exact SPEC texts, and an answer
 * to a request that does not ask for English is untouched. A message this table does not know is passed on
 * unchanged (a value the user typed, a database's own error). `Token失效` is never translated: the client
 * recognises an expired session by it (openapi/src/errors.ts) and shows its own message.
 */

/** What the client recognises an expired session by (openapi/src/errors.ts TOKEN_EXPIRED_TEXT): never translated. */
const TOKEN_EXPIRED_TEXT = 'Token失效'

/** Exact messages → English. Also used for the parts a pattern captures (stage names, field messages). */
export const ENGLISH_MESSAGES: ReadonlyMap<string, string> = new Map([
  // Saves, deletes and reads (envelope.ts, the contract's resource messages).
  ['操作成功！', 'Done.'],
  ['操作成功!', 'Done.'],
  ['成功', 'Done.'],
  ['添加成功！', 'Added.'],
  ['添加成功!', 'Added.'],
  ['保存成功！', 'Saved.'],
  ['保存成功!', 'Saved.'],
  ['编辑成功!', 'Saved.'],
  ['修改成功!', 'Saved.'],
  ['修改成功！', 'Saved.'],
  ['删除成功!', 'Deleted.'],
  ['删除成功', 'Deleted.'],
  ['批量删除成功!', 'Deleted.'],
  ['删除角色成功', 'Role deleted.'],
  ['删除角色成功!', 'Roles deleted.'],
  ['删除用户成功', 'User deleted.'],
  ['批量删除用户成功', 'Users deleted.'],
  ['删除失败！', 'Delete failed.'],
  ['查询成功！', 'Done.'],
  ['查询成功', 'Done.'],
  ['查询失败！', 'Query failed.'],
  ['查询失败', 'Query failed.'],
  ['查找成功', 'Found.'],
  ['查找失败', 'Not found.'],
  ['还原成功', 'Restored.'],
  ['未找到对应数据', 'Record not found.'],
  ['未找到对应实体', 'Record not found.'],
  ['实体不存在', 'Record not found.'],
  ['未选中数据！', 'No record selected.'],
  ['未选中用户！', 'No user selected.'],
  ['未查询匹配数据！', 'No matching records.'],
  ['该值可用！', 'This value is available.'],
  ['该值不可用，系统中已存在！', 'This value is already in use.'],
  ['角色编码已存在', 'This role code already exists.'],
  ['部门角色编码已存在', 'This department role code already exists.'],
  ['同级部门名称已存在', 'A department of this name already exists under the same parent.'],
  ['该卡号已存在', 'This card number already exists.'],
  ['电表号已存在', 'This meter number already exists.'],
  ['用户账号已存在', 'This account already exists.'],
  ['工号已存在', 'This employee number already exists.'],
  ['手机号已存在', 'This mobile number already exists.'],
  ['手机号已存在!', 'This mobile number already exists.'],
  ['邮箱已存在', 'This e-mail address already exists.'],
  ['邮箱已存在!', 'This e-mail address already exists.'],
  ['已存在', 'Already exists.'],
  // Permissions and sessions.
  ['没有权限，请联系管理员授权', 'You do not have permission. Ask an administrator to grant it.'],
  ['权限已变更', 'Your permissions have changed.'],
  ['授权失败！', 'Authorization failed.'],
  ['请先保存角色菜单权限!', "Save the role's menu permissions first."],
  ['Token无效!', 'Invalid token.'],
  // Sign-in, sign-out, registration, passwords.
  ['登录成功', 'Signed in.'],
  ['用户名或密码错误', 'Wrong user name or password.'],
  ['验证码无效', 'The verification code has expired.'],
  ['验证码错误', 'Wrong verification code.'],
  ['该用户已注销', 'This user has been deactivated.'],
  ['该用户已冻结', 'This user is frozen.'],
  ['退出登录成功！', 'Signed out.'],
  ['退出登录失败！', 'Sign-out failed.'],
  ['验证码10分钟内，仍然有效！', 'The code sent earlier is still valid for 10 minutes.'],
  [' 手机号已经注册，请直接登录！', 'This mobile number is already registered: sign in.'],
  ['该用户不存在或未绑定手机号', 'This user does not exist or has no mobile number.'],
  ['该用户不存在，请注册', 'This user does not exist: register first.'],
  ['手机验证码错误', 'Wrong SMS code.'],
  ['短信验证码不匹配！', 'The SMS code does not match.'],
  ['用户名已注册', 'This user name is already registered.'],
  ['该手机号已注册', 'This mobile number is already registered.'],
  ['邮箱已注册', 'This e-mail address is already registered.'],
  ['注册成功', 'Registered.'],
  ['密码重置完成！', 'Password reset.'],
  ['密码重置成功!', 'Password reset.'],
  ['密码修改成功!', 'Password changed.'],
  ['密码不能为空', 'Enter a password.'],
  ['只允许修改自己的密码！', 'You can only change your own password.'],
  ['用户不存在！', 'User not found.'],
  ['旧密码输入错误!', 'The old password is wrong.'],
  ['新密码不允许为空!', 'Enter a new password.'],
  ['两次输入密码不一致!', 'The two passwords do not match.'],
  ['只允许切换自己的部门！', 'You can only switch your own department.'],
  ['该用户不属于此部门！', 'This user does not belong to this department.'],
  ['未配置CAS服务', 'CAS sign-in is not configured.'],
  ['CAS票据验证失败', 'CAS ticket validation failed.'],
  // Users, departments, roles, menus.
  ['未找到对应用户!', 'User not found.'],
  ['未找到用户信息', 'User not found.'],
  ['未找到用户相关角色信息', "The user's roles were not found."],
  ['不能冻结当前登录的用户', 'You cannot freeze the user you are signed in as.'],
  ['不能删除当前登录的用户', 'You cannot delete the user you are signed in as.'],
  // No one grants what they do not hold (auth/power.ts).
  ['不能操作权限超出自己的用户', 'You cannot change a user who holds permissions you do not hold.'],
  ['不能分配含有自己未拥有权限的角色', 'You cannot assign a role that grants permissions you do not hold.'],
  ['不能授予自己未拥有的权限', 'You cannot grant a permission you do not hold.'],
  ['不能修改自己的角色、租户或部门', 'You cannot change your own roles, tenants or departments.'],
  ['不能把用户分配到自己所属租户以外', 'You cannot place a user outside your own tenants.'],
  ['该字典中已有此数据值，不能重复', 'This dictionary already has an item with this value.'],
  ['未找到角色信息', 'Role not found.'],
  ['未找到部门信息', 'Department not found.'],
  ['未找到菜单信息', 'Menu not found.'],
  ['未找到权限配置信息', 'Permission settings not found.'],
  ['未找到版本信息', 'Version not found.'],
  ['父级部门不存在', 'The parent department does not exist.'],
  ['父级菜单不存在', 'The parent menu does not exist.'],
  ['父级节点不存在', 'The parent node does not exist.'],
  ['部门不存在', 'The department does not exist.'],
  ['当前选中部门与用户无关联关系!', 'The selected department is not linked to this user.'],
  ['回收站中没有这些用户', 'These users are not in the recycle bin.'],
  ['只能彻底删除回收站中的用户', 'Only users in the recycle bin can be deleted for good.'],
  ['姓名不能为空', 'Enter a name.'],
  ['手机号格式不正确', 'Enter a valid mobile number.'],
  ['邮箱格式不正确', 'Enter a valid e-mail address.'],
  ['性别只能是男或女', 'Sex must be male or female.'],
  // System pages.
  ['该系统通知发布成功', 'Announcement published.'],
  ['该系统通知撤销成功', 'Announcement revoked.'],
  ['全部已读', 'All marked as read.'],
  ['字典Code格式不正确！', 'Invalid dictionary code.'],
  ['参数不合法: 不支持校验该表或字段', 'Invalid parameters: this table or field cannot be checked.'],
  [
    '不支持该表字典: 未声明的表或字段',
    'Unsupported table dictionary: this table or these columns are not declared.',
  ],
  ['参数不合法: 不支持该表或字段', 'Invalid parameters: this table or these columns are not supported.'],
  ['该编码不存在', 'This code does not exist.'],
  ['校验规则配置错误', 'The check rule is misconfigured.'],
  ['编码已用尽', 'No codes left.'],
  ['同级编码格式不正确，无法续编', 'The sibling codes have an unexpected format: no next code.'],
  ['规则参数不是 JSON 对象', 'The rule parameters are not a JSON object.'],
  ['加载分类字典树参数有误.[null]!', 'Invalid parameters for the category tree [null].'],
  ['加载分类字典树参数有误.[code]!', 'Invalid parameters for the category tree [code].'],
  ['数据库连接成功', 'Database connection succeeded.'],
  [
    '数据库连接失败：本服务器只带 PostgreSQL 驱动，不支持该类型的数据库',
    'Database connection failed: this server only has the PostgreSQL driver.',
  ],
  [
    '数据库连接失败：只能测试已配置的数据源所在的地址，或 DATA_SOURCE_HOSTS 允许的地址',
    'Database connection failed: only the address of a configured data source, or one DATA_SOURCE_HOSTS allows, can be tried.',
  ],
  ['模板CODE不能为空', 'Enter a template code.'],
  ['接收人不能为空', 'Enter a recipient.'],
  [
    '测试数据必须是JSON对象，例如 {"name":"张三"}',
    'The test data must be a JSON object, e.g. {"name":"Zhang San"}.',
  ],
  ['消息发送成功！', 'Message sent.'],
  [
    '未配置该类型的发送通道（参考服务器只发送系统消息）',
    'No channel is configured for this type (the reference server only sends system messages)',
  ],
  ['缓存服务器不可用：本服务未运行 Redis', 'Cache server unavailable: this service runs no Redis.'],
  ['查询失败：无法读取磁盘信息', 'Query failed: cannot read the disk information.'],
  ['定时任务不存在！', 'Scheduled job not found.'],
  ['query.id 或 query.jobClassName 至少填写一个', 'query.id or query.jobClassName is required'],
  ['停止定时任务成功', 'Scheduled job stopped.'],
  ['恢复定时任务成功', 'Scheduled job resumed.'],
  ['恢复定时任务失败', 'Resuming the scheduled job failed.'],
  ['执行成功!', 'Run succeeded.'],
  ['cron表达式不能为空', 'Enter a cron expression.'],
  ['任务类名不能为空', 'Enter a job class name.'],
  ['路径不存在，请检查路径是否正确', 'The path does not exist. Check it.'],
  // Uploads and Excel import.
  ['上传失败！', 'Upload failed.'],
  [
    '上传失败！请以multipart/form-data上传字段file',
    'Upload failed: send the field "file" as multipart/form-data.',
  ],
  ['文件大小超过10MB限制', 'The file is larger than 10 MB.'],
  ['请求内容超出10MB限制', 'The request is larger than 10 MB.'],
  ['图片大小超过5MB限制', 'The image is larger than 5 MB.'],
  ['只能上传图片', 'Only images can be uploaded.'],
  ['只能上传图片（JPG、PNG、GIF、WebP）', 'Only images can be uploaded (JPG, PNG, GIF, WebP).'],
  ['文件格式不正确，请上传.xlsx格式的Excel文件', 'Wrong file format: upload an Excel .xlsx file.'],
  ['文件导入失败：文件中没有工作表', 'Import failed: the file has no sheet.'],
  ['文件导入失败：缺少新增处理', 'Import failed: this list cannot add records.'],
  ['文件导入失败：第1行没有可导入的列标题', 'Import failed: row 1 has no column title to import.'],
  ['文件导入失败：文件中没有数据行', 'Import failed: the file has no data rows.'],
  ['必须是整数', 'must be a whole number'],
  ['必须是数字', 'must be a number'],
  ['日期格式不正确，应为yyyy-MM-dd', 'wrong date format, expected yyyy-MM-dd'],
  ['请以WebSocket连接', 'Connect with a WebSocket (Upgrade: websocket).'],
  ['时间格式不正确，应为yyyy-MM-dd HH:mm:ss', 'wrong time format, expected yyyy-MM-dd HH:mm:ss'],
  ['数据库无法保存该值', 'the database cannot store this value'],
  ['body 是必填项', 'body is required'],
  // HR: staff and worker onboarding.
  ['身份证号码不正确', 'Invalid resident ID number.'],
  ['请输入姓名', 'Enter the name.'],
  ['请选择性别', 'Select the sex.'],
  ['请输入身份证号', 'Enter the resident ID number.'],
  ['请输入手机号码', 'Enter the mobile number.'],
  ['请输入正确的手机号码', 'Enter a valid mobile number.'],
  ['请输入正确的紧急联系电话', 'Enter a valid emergency contact number.'],
  ['该身份证号已有待处理的入职登记', 'This resident ID already has an onboarding form waiting.'],
  ['只有已提交的入职单可以审核', 'Only submitted forms can be reviewed.'],
  ['只有已审核的入职单可以办理入职', 'Only reviewed forms can be onboarded.'],
  ['已入职或已拒绝的入职单不能拒绝', 'An onboarded or rejected form cannot be rejected.'],
  ['请填写拒绝原因', 'Enter the reason for rejecting.'],
  ['已入职或已拒绝的入职单不能修改', 'An onboarded or rejected form cannot be edited.'],
  ['提交成功！', 'Submitted.'],
  // Identity, e-mail, recruitment dates and stages, salaries (helper E).
  ['请输入正确的电子邮件', 'Enter a valid e-mail address.'],
  ['性别与身份证号不符：身份证号为男性', 'The sex does not match the resident ID (male).'],
  ['性别与身份证号不符：身份证号为女性', 'The sex does not match the resident ID (female).'],
  ['候选人至少面试一次后才能发录用通知或入职', 'A candidate needs at least one interview before an offer.'],
  ['招聘中的需求截止日期不能早于今天', 'An open requisition cannot have a deadline in the past.'],
  ['面试时间不能早于一年前，请检查年份', 'An interview cannot be more than a year ago; check the year.'],
  ['薪资最多保留两位小数', 'Salaries may have at most two decimals.'],
  ['审核成功！', 'Reviewed.'],
  ['办理入职成功！', 'Onboarded.'],
  ['已拒绝', 'Rejected.'],
  ['提交失败，请检查填写的内容', 'Submission failed: check what you entered.'],
  ['审核失败，请检查入职日期', 'Review failed: check the entry date.'],
  // Attendance.
  ['补录打卡必须填写备注', 'A manual clock record needs a remark.'],
  ['打卡时间不能晚于当前时间', 'A clock time cannot be later than now.'],
  ['该员工当天已有排班', 'This employee already has a shift that day.'],
  ['只有草稿状态的请假可以修改', 'Only draft leave requests can be edited.'],
  ['结束时间必须晚于开始时间', 'The end time must be after the start time.'],
  [
    '该职位已有同名且手机号相同的候选人',
    'This requisition already has a candidate with this name and mobile number.',
  ],
  ['请填写城市', 'Enter the city.'],
  ['请填写区县', 'Enter the district.'],
  ['请填写物品', 'Enter the item.'],
  [
    '检验登记的状态由检验报告决定，不能手工设置为该状态',
    'The status of a registration follows its check reports and cannot be set to this by hand.',
  ],
  [
    '维修费用须为 0 至 100000 元之间、最多两位小数的金额',
    'The repair cost must be an amount from 0 to 100000 yuan, at most two decimal places.',
  ],
  ['请假时段内没有需要出勤的时间', 'The leave period has no working time.'],
  ['排班已保存', 'Schedule saved.'],
  ['请假已提交', 'Leave request submitted.'],
  ['请假已批准', 'Leave request approved.'],
  ['请假已驳回', 'Leave request rejected.'],
  ['跨零点班次的下班时间必须早于上班时间', 'A shift past midnight must end before its start time.'],
  [
    '下班时间必须晚于上班时间（夜班请选择跨零点）',
    'The end time must be after the start time (for a night shift, choose past midnight).',
  ],
  ['休息分钟必须小于班次时长', 'The break must be shorter than the shift.'],
  // Canteen.
  ['持卡人不存在', 'The card holder does not exist.'],
  ['该卡已有交易记录，不能删除', 'This card has transactions and cannot be deleted.'],
  ['该卡已有交易记录，不能修改卡号', 'This card has transactions: its number cannot change.'],
  ['饭卡不存在', 'Meal card not found.'],
  ['该卡已冻结', 'This card is frozen.'],
  ['该卡已挂失', 'This card is reported lost.'],
  ['重复请求，已按首次结果返回', 'Repeated request: the first result is returned.'],
  ['请求号已用于其他交易', 'This request number was used for another transaction.'],
  ['金额最多保留两位小数', 'The amount has at most two decimals.'],
  ['当前没有该餐别的有效餐价', 'There is no current price for this meal.'],
  ['余额不足', 'Insufficient balance.'],
  ['消费成功', 'Meal paid.'],
  ['充值成功', 'Recharged.'],
  ['交易不存在', 'Transaction not found.'],
  ['只能退款消费记录', 'Only meal payments can be refunded.'],
  ['该笔消费已退款', 'This payment was already refunded.'],
  ['退款成功', 'Refunded.'],
  ['解冻成功', 'Card unfrozen.'],
  ['挂失成功', 'Card reported lost.'],
  ['冻结成功', 'Card frozen.'],
  ['饭卡已是该状态', 'The card already has this status.'],
  ['挂失的卡只能解冻', 'A lost card can only be unfrozen.'],
  ['该餐别在此期间已有餐价', 'This meal already has a price in this period.'],
  ['失效日期不能早于生效日期', 'The end date cannot be before the start date.'],
  ['价格须大于0且最多保留两位小数', 'The price must be above 0 with at most two decimals.'],
  // Express.
  ['快递公司不正确', 'Unknown carrier.'],
  ['运单号格式不正确', 'Invalid waybill number.'],
  ['该快递公司已有此运单号', 'This carrier already has this waybill number.'],
  ['快递单不存在', 'Shipment not found.'],
  ['重量必须大于0且不超过100公斤', 'The weight must be above 0 and at most 100 kg.'],
  ['生成运单号失败，请重试', 'Could not create a waybill number. Try again.'],
  ['轨迹时间格式不正确', 'Invalid event time.'],
  ['轨迹时间不能晚于当前时间', 'The event time cannot be in the future.'],
  ['轨迹时间不能早于寄件时间', 'The event time cannot be before the shipment was sent.'],
  // Repairs.
  ['未找到该报修单', 'Repair order not found.'],
  ['报修单状态已变化，请刷新后重试', 'The repair order has changed. Refresh and try again.'],
  ['报修单号生成失败，请重试', 'Could not create an order number. Try again.'],
  ['维修人不存在或已冻结', 'The repairer does not exist or is frozen.'],
  ['该报修单未派给您，不能操作', 'This repair order is not assigned to you.'],
  [
    '维修人必须是维修工（持有维修工角色的用户）',
    'The assignee must be a repairer (a user holding the repairer role).',
  ],
  [
    '检验员必须是质检部或检验员角色的在职用户',
    'The inspector must be an active user of the QC department or holding the inspector role.',
  ],
  ['派工成功', 'Assigned.'],
  ['已开始维修', 'Repair started.'],
  ['维修费用不能为负数，最多两位小数', 'The cost cannot be negative and has at most two decimals.'],
  ['维修完成', 'Repair done.'],
  ['报修单已取消', 'Repair order cancelled.'],
  ['报修提交成功', 'Repair request submitted.'],
  ['感谢您的评价', 'Thank you for your rating.'],
  ['照片路径不正确', 'Invalid photo path.'],
  ['请输入报修人姓名', 'Enter your name.'],
  ['请输入报修地点', 'Enter the location.'],
  ['请选择正确的报修类别', 'Select a valid category.'],
  ['请选择正确的紧急程度', 'Select a valid urgency.'],
  ['请描述需要维修的问题', 'Describe the problem.'],
  // Electricity meters.
  ['电表号或手机号后四位不正确', 'Wrong meter number or last four digits of the mobile number.'],
  ['尝试次数过多，请稍后再试', 'Too many attempts. Try again later.'],
  ['电表登录已失效，请重新登录', 'The meter session has expired. Sign in again.'],
  ['电表不存在', 'Meter not found.'],
  ['请求编号已被其他充值使用', 'This request number was used for another recharge.'],
  ['电价最多两位小数', 'The price has at most two decimals.'],
  ['电表已有充值记录，不能删除', 'This meter has recharges and cannot be deleted.'],
  ['充值金额最多两位小数', 'The amount has at most two decimals.'],
  ['充值金额须在1到5000元之间', 'The amount must be between 1 and 5,000 yuan.'],
  ['电表已停用，无法充值', 'This meter is disabled and cannot be recharged.'],
  // Quality control.
  ['AQL 必须是标准系列值（0.010 … 1000）', 'AQL must be a standard value (0.010 … 1000).'],
  [
    '抽样表中没有该批量与检验水平的样本量字码',
    'The sampling table has no code letter for this lot size and inspection level.',
  ],
  ['品牌不存在', 'Brand not found.'],
  ['批量上限不能小于批量下限', 'The upper lot size cannot be below the lower one.'],
  ['样本量字码不存在（A–R，不含 I、O）', 'Unknown code letter (A–R, without I and O).'],
  ['检验登记不存在', 'Inspection registration not found.'],
  ['该检验登记已有检验报告，请先删除报告', 'This registration has a check report. Delete the report first.'],
  [
    '该检验登记已有检验报告，批量不能修改（抽样数和判定按批量计算），请先删除报告',
    'This registration has a check report: the lot size cannot change (sampling and verdict depend on it). Delete the report first.',
  ],
  ['面料检验至少需要一条面料记录', 'A fabric inspection needs at least one fabric record.'],
  [
    '该品牌已有不分产品类别的检验规则，请编辑原规则',
    'This brand already has a check rule for all product categories. Edit that rule.',
  ],
  ['合格', 'Pass'],
  ['不合格', 'Fail'],
  // Recruitment.
  ['候选人不存在', 'Candidate not found.'],
  ['人才不存在', 'Talent not found.'],
  ['招聘需求不存在', 'Requisition not found.'],
  ['招聘需求已关闭', 'This requisition is closed.'],
  ['已入职的候选人不能移入人才库', 'A hired candidate cannot move to the talent pool.'],
  ['该候选人已在人才库中', 'This candidate is already in the talent pool.'],
  ['该人才已是此职位的候选人', 'This person is already a candidate for this position.'],
  ['候选人阶段不正确', 'Invalid candidate stage.'],
  ['已移入人才库', 'Moved to the talent pool.'],
  ['已转为候选人', 'Made a candidate.'],
  ['候选人阶段已被他人变更，请刷新后重试', 'Someone else changed the stage. Refresh and try again.'],
  ['最低薪资不能高于最高薪资', 'The minimum salary cannot be above the maximum.'],
  // Names that messages quote: stages, statuses and actions.
  ['已投递', 'Applied'],
  ['筛选', 'Screening'],
  ['面试', 'Interview'],
  ['录用通知', 'Offer'],
  ['已入职', 'Hired'],
  ['未录用', 'Rejected'],
  ['草稿', 'Draft'],
  ['已提交', 'Submitted'],
  ['已批准', 'Approved'],
  ['已驳回', 'Rejected'],
  ['已派工', 'Assigned'],
  ['维修中', 'In repair'],
  ['已完成', 'Done'],
  ['已确认', 'Confirmed'],
  ['已取消', 'Cancelled'],
  ['派工', 'assign'],
  ['开始维修', 'start the repair'],
  ['完成', 'complete'],
  ['确认', 'confirm'],
  ['取消', 'cancel'],
])

type Translate = (text: string) => string

const RISK: Readonly<Record<string, string>> = { 低: 'low', 中: 'medium', 高: 'high', 未知: 'unknown' }

/** `「address」（风险高：reason）、…` (qc inspection-routes.ts) → `"address" (high risk: reason), …`. */
const dangerNames = (named: string) =>
  named
    .replace(/「([^」]*)」/g, '"$1"')
    .replace(
      /（风险([^：）]*)(?:：([^）]*))?）/g,
      (_whole, level: string, reason?: string) =>
        ` (${RISK[level] ?? level} risk${reason ? `: ${reason}` : ''})`,
    )
    .replaceAll('、', ', ')

/** Messages with values: a pattern and its English, whose captured parts are translated in turn when known. */
const PATTERNS: ReadonlyArray<readonly [RegExp, (parts: string[], tr: Translate) => string]> = [
  [/^用户名: (.+),登录成功！$/, ([name]) => `User ${name} signed in.`],
  [
    /^登录失败次数过多，请(\d+)分钟后再试$/,
    ([minutes]) => `Too many failed sign-ins. Try again in ${minutes} min.`,
  ],
  [/^请求参数不正确: (.*)$/s, ([detail], tr) => `Invalid request parameters: ${tr(detail ?? '')}`],
  [/^操作失败，文件\[(.*)\]不存在\.\.$/, ([file]) => `Failed: file [${file}] does not exist.`],
  [/^操作失败，(.*)$/s, ([detail], tr) => `Failed: ${tr(detail ?? '')}`],
  [/^文件导入成功！数据行数:(\d+)$/, ([rows]) => `Import succeeded. Rows: ${rows}`],
  [/^文件导入失败：一次最多导入(\d+)行$/, ([rows]) => `Import failed: at most ${rows} rows at a time.`],
  [/^文件导入失败：共(\d+)行有错误$/, ([rows]) => `Import failed: ${rows} rows have errors.`],
  [/^文件导入失败：(.*)$/s, ([detail], tr) => `Import failed: ${tr(detail ?? '')}`],
  [
    /^(.*?)注意：验货地址命中危险地址(.*)$/s,
    ([head, named], tr) =>
      `${head ? `${tr(head)} ` : ''}Note: the inspection address matches dangerous addresses ${dangerNames(named ?? '')}`,
  ],
  [
    /^第(\d+)-(\d+)行：?(.*)$/s,
    ([first, last, rest], tr) => `Rows ${first}-${last}${rest ? `: ${tr(rest)}` : ''}`,
  ],
  [
    /^第(\d+)行：(.+)“(.*)”与第(\d+)行重复$/s,
    ([row, column, value, earlier]) => `Row ${row}: ${column} "${value}" repeats row ${earlier}`,
  ],
  [
    /^第(\d+)行：(.+)“(.*)”已存在$/s,
    ([row, column, value]) => `Row ${row}: ${column} "${value}" already exists`,
  ],
  [/^第(\d+)行：(.*)$/s, ([row, detail], tr) => `Row ${row}: ${tr(detail ?? '')}`],
  [/^第(\d+)行(.*)$/s, ([row, rest], tr) => `Row ${row}${rest ? `: ${tr(rest)}` : ''}`],
  [
    /^缺少必填列：(.*)$/,
    ([columns]) => `Required columns missing: ${(columns ?? '').split('、').join(', ')}`,
  ],
  [/^(.+)“(.*)”不是可选的值$/, ([column, value]) => `${column}: "${value}" is not one of the options`],
  // Import: references by name, the spec's patterns and ranges (server/src/excel/import-xlsx.ts).
  [
    /^(.+)“(.*)”有多个同名，请写成“名称（编码）”$/,
    ([column, value]) => `${column}: several records are named "${value}"; write it as "name（code）"`,
  ],
  [/^(.+)“(.*)”不存在$/, ([column, value]) => `${column}: "${value}" does not exist`],
  [/^(.+)格式不正确$/, ([column]) => `${column}: invalid format`],
  [/^(.+)不能小于(-?[\d.]+)$/, ([column, min]) => `${column} cannot be less than ${min}`],
  [/^(.+)不能大于(-?[\d.]+)$/, ([column, max]) => `${column} cannot be more than ${max}`],
  // The validator's `<where> 长度不能超过N个字符` (a space after the parameter), before the import's.
  [/^(\S+) 长度不能超过(\d+)个字符$/, ([where, max]) => `${where}: at most ${max} characters`],
  [/^(.+)长度不能超过(\d+)个字符$/, ([column, max]) => `${column}: at most ${max} characters`],
  [/^(.+)不能为空$/, ([column]) => `${column} is required`],
  [/^超出范围（最大(.+)）$/, ([max]) => `out of range (at most ${max})`],
  [/^(.+) 是必填项$/, ([where]) => `${where} is required`],
  [/^(.+) 必须是以下值之一: (.*)$/, ([where, values]) => `${where} must be one of: ${values}`],
  [/^(\S+) 必须是 (.+)$/, ([where, type]) => `${where} must be ${type}`],
  [/^(\S+) 超出范围$/, ([where]) => `${where} is out of range`],
  [/^(\S+) 日期不存在$/, ([where]) => `${where} is no real date`],
  [/^(\S+) 不正确$/, ([where]) => `${where} is invalid`],
  [/^编码规则不存在: (.*)$/, ([code]) => `Code rule not found: ${code}`],
  [/^不支持的规则实现类: (.*)$/, ([name]) => `Unsupported rule class: ${name}`],
  [/^编码格式不正确，无法续编: (.*)$/, ([code]) => `Unexpected code format, no next code: ${code}`],
  [/^该编码【(.*)】不存在，请核实!$/, ([code]) => `Code [${code}] does not exist.`],
  [/^该编码【(.*)】存在多个，请核实!$/, ([code]) => `Code [${code}] exists more than once.`],
  [/^数据库连接失败：(.*)$/s, ([reason]) => `Database connection failed: ${reason}`],
  [/^模板不存在：(.*)$/, ([code]) => `Template not found: ${code}`],
  [/^消息已记录，(.*)$/, ([reason], tr) => `Message recorded. ${tr(reason ?? '')}`],
  [/^执行失败! (.*)$/s, ([reason]) => `Run failed. ${reason}`],
  [/^cron表达式不正确：(.*)$/s, ([detail]) => `Invalid cron expression: ${detail}`],
  [/^后台找不到该类名：(.*)$/, ([name]) => `Job class not found: ${name}`],
  [
    /^状态只能是(.+)（正常）或(.+)（停止）$/,
    ([running, stopped]) => `The status must be ${running} (running) or ${stopped} (stopped)`,
  ],
  [/^工号已存在：(.*)$/, ([workNo]) => `This employee number already exists: ${workNo}`],
  [/^该身份证号已被员工 (.+) 使用$/, ([workNo]) => `This resident ID is already used by employee ${workNo}.`],
  [
    /^生日与身份证号不符：身份证号中的出生日期为 (.+)$/,
    ([birthday]) => `The birthday does not match the resident ID (born ${birthday}).`,
  ],
  [
    /^该持卡人已有一张正常使用的饭卡（(.+)），请先挂失或冻结它$/,
    ([cardNo]) => `The holder already has an active card (${cardNo}); report it lost or freeze it first.`,
  ],
  [/^班次不存在：(.*)$/, ([id]) => `Shift not found: ${id}`],
  [/^员工不存在：(.*)$/, ([id]) => `Employee not found: ${id}`],
  [/^日期不在 (.+) 月内：(.*)$/, ([month, date]) => `Date not in ${month}: ${date}`],
  [
    /^请假状态不能从「(.+)」变为「(.+)」$/,
    ([from, to], tr) => `A leave request cannot go from "${tr(from ?? '')}" to "${tr(to ?? '')}"`,
  ],
  [/^未知的省份：(.*)$/, ([province]) => `Unknown province: ${province}`],
  [/^图片大小不能超过(\d+)MB$/, ([size]) => `The image cannot be larger than ${size} MB`],
  [/^最多上传(\d+)张照片$/, ([count]) => `At most ${count} photos`],
  [
    /^报修单当前为「(.+)」，不能直接「(.+)」$/,
    ([current, action], tr) =>
      `The repair order is "${tr(current ?? '')}": you cannot ${tr(action ?? '')} it now`,
  ],
  [
    /^该员工在此时段已有请假：(.+) 至 (.+)$/,
    ([start, end]) => `This employee already has leave in this period: ${start} to ${end}`,
  ],
  [/^保存成功！检验结果：(.+)$/, ([result], tr) => `Saved. Result: ${tr(result ?? '')}`],
  [/^缺陷标准不存在：(.*)$/, ([codes]) => `Defect standards not found: ${codes}`],
  [
    /^该品牌已有产品类别「(.+)」的检验规则，请编辑原规则$/,
    ([category]) =>
      `This brand already has a check rule for the product category "${category}". Edit that rule.`,
  ],
  [
    /^检验组的组长或组员不是系统用户：(.*)$/,
    ([ids]) => `The group leader or members are not users: ${(ids ?? '').split('、').join(', ')}`,
  ],
  [
    /^抽样方案表中没有批量 (.+)、检验水平 (.+)、AQL (.+) 的方案$/,
    ([lot, level, aql]) =>
      `The sampling table has no plan for lot size ${lot}, inspection level ${level}, AQL ${aql}`,
  ],
  [/^阶段已变更为「(.+)」$/, ([stage], tr) => `Stage changed to "${tr(stage ?? '')}"`],
  [/^候选人已在「(.+)」阶段$/, ([stage], tr) => `The candidate is already at "${tr(stage ?? '')}"`],
  [
    /^候选人已是「(.+)」，需先重新打开$/,
    ([stage], tr) => `The candidate is "${tr(stage ?? '')}": reopen first`,
  ],
  [
    /^重新打开只能回到进行中的阶段，不能变为「(.+)」$/,
    ([stage], tr) => `Reopening goes back to an open stage, not "${tr(stage ?? '')}"`,
  ],
  [
    /^候选人阶段不能从「(.+)」直接变为「(.+)」$/,
    ([from, to], tr) => `A candidate cannot go from "${tr(from ?? '')}" straight to "${tr(to ?? '')}"`,
  ],
]

/** Trailing Chinese sentence punctuation, kept apart so '删除成功' and '删除成功!' share an entry. */
const CHINESE_END = /[。！!]$/

/** The English of one message of this server, or the message itself when it is not known here. */
export function englishMessage(message: string): string {
  if (message.includes(TOKEN_EXPIRED_TEXT)) return message
  const exact = ENGLISH_MESSAGES.get(message)
  if (exact !== undefined) return exact
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(message)
    if (match) return english(match.slice(1), translatePart)
  }
  return message
}

/** A captured part: its English when known (with or without end punctuation), else the part as it is. */
function translatePart(part: string): string {
  const english = englishMessage(part)
  if (english !== part) return english
  const bare = part.replace(CHINESE_END, '')
  return bare !== part ? englishMessage(bare) : part
}

/** Whether the first language of an `Accept-Language` header is English. */
export function prefersEnglish(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header
  const first = value?.split(',')[0]?.trim().toLowerCase() ?? ''
  return first === 'en' || first.startsWith('en-')
}

/**
 * Translates the `message` of JSON answers to requests that ask for English, and the problems a refusal lists
 * in its `result` (an import's row errors: `success: false` with a list of texts).
 */
export function mountMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!prefersEnglish(request.headers['accept-language'])) return payload
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload
    const body = payload as { message?: unknown; success?: unknown; result?: unknown }
    const translated: Record<string, unknown> = {}
    if (typeof body.message === 'string' && body.message !== '') {
      const english = englishMessage(body.message)
      if (english !== body.message) translated.message = english
    }
    if (body.success === false && Array.isArray(body.result)) {
      const problems: unknown[] = body.result
      if (problems.every((problem) => typeof problem === 'string'))
        translated.result = problems.map((problem) => englishMessage(problem as string))
    }
    return Object.keys(translated).length ? { ...payload, ...translated } : payload
  })
}
