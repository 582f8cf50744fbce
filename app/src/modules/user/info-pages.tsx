import { msg, useT } from '@erp/ui-kit/i18n'
import { Link } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'

/**
 * The pages the footer of the sign-in pages links to: 帮助, 隐私 and 条款, readable without
 * signing in. Every text is a key: Chinese here, English in app/src/i18n/en/info-pages.json.
 */
interface InfoSection {
  heading: string
  paragraphs: readonly string[]
}

interface InfoPageContent {
  title: string
  sections: readonly InfoSection[]
}

export const HELP_PAGE: InfoPageContent = {
  title: msg('帮助'),
  sections: [
    {
      heading: msg('登录'),
      paragraphs: [
        msg('在“账号密码登录”中输入帐户名和密码，点击“登录”。'),
        msg(
          '演示环境的管理员帐户是 admin，密码 123456，可以打开所有菜单。其他演示用户 hr01（人事）、qc01（质检）、cnt01（食堂）和 zhangsan（属于两个部门，登录后先选择部门）的密码同样是 123456，各自只看到自己角色的菜单。',
        ),
      ],
    },
    {
      heading: msg('手机号登录'),
      paragraphs: [
        msg(
          '在“手机号登录”中输入帐户绑定的手机号，点击“获取验证码”，再输入收到的验证码登录。验证码 10 分钟内有效，60 秒后才能再次获取。',
        ),
        msg('演示环境没有短信网关：验证码写在服务器日志中。管理员 admin 的手机号是 18611111111。'),
      ],
    },
    {
      heading: msg('注册与找回密码'),
      paragraphs: [
        msg(
          '“注册账户”用手机验证码创建新帐户。新帐户还没有角色，登录后只看到首页：请联系系统管理员在“系统管理 → 用户管理”中为您分配角色。',
        ),
        msg('忘记密码时，点击“忘记密码”，用帐户绑定的手机号验证后设置新密码。'),
      ],
    },
    {
      heading: msg('技术支持'),
      paragraphs: [
        msg(
          '帐户被冻结、看不到需要的菜单或数据、页面报错时，请联系贵单位的系统管理员，并说明帐户名、出错的页面和时间。管理员可以在“系统监控 → 日志管理”中查到对应的记录。',
        ),
      ],
    },
  ],
}

export const PRIVACY_PAGE: InfoPageContent = {
  title: msg('隐私'),
  sections: [
    {
      heading: msg('我们处理哪些数据'),
      paragraphs: [
        msg('帐户信息：帐户名、姓名、手机号、邮箱、头像、所属部门和角色。'),
        msg(
          '业务数据：员工档案（含身份证号、出生日期、银行卡号等个人信息）、考勤、招聘、食堂、报修、电表和质检记录，由有权限的同事录入。',
        ),
        msg('日志：登录和操作的时间、IP 地址与操作内容，用于安全审计和排查问题。'),
      ],
    },
    {
      heading: msg('谁能看到这些数据'),
      paragraphs: [
        msg(
          '每个用户只能打开其角色授权的菜单和功能。身份证号、电话、出生日期、银行卡号等敏感字段按数据权限显示，只有需要它们的岗位才能看到完整内容。',
        ),
        msg('数据保存在本单位自己的服务器上，不出售、不提供给第三方，也不用于广告。'),
      ],
    },
    {
      heading: msg('浏览器中保存的内容'),
      paragraphs: [
        msg(
          '浏览器的本地存储中保存登录令牌、您的帐户基本信息、菜单权限、打开的标签页和界面偏好（语言、布局、主题）。退出登录会清除令牌和帐户信息。本系统不使用第三方统计或跟踪脚本。',
        ),
      ],
    },
    {
      heading: msg('您的权利'),
      paragraphs: [
        msg(
          '您可以在“个人设置”中查看和修改自己的资料。需要更正或删除其他个人数据时，请联系系统管理员或本单位的人事部门。',
        ),
      ],
    },
  ],
}

export const TERMS_PAGE: InfoPageContent = {
  title: msg('条款'),
  sections: [
    {
      heading: msg('适用范围'),
      paragraphs: [
        msg(
          '本系统供本单位员工和经授权的人员处理本单位的业务使用。登录即表示您同意遵守以下条款和本单位的信息安全制度。',
        ),
      ],
    },
    {
      heading: msg('帐户'),
      paragraphs: [
        msg('帐户仅限本人使用。请妥善保管密码，不要告诉他人；怀疑密码泄露时请立即修改密码并告知系统管理员。'),
        msg('帐户的操作以帐户所有人的名义记录在日志中。'),
      ],
    },
    {
      heading: msg('使用规则'),
      paragraphs: [
        msg(
          '只在工作需要的范围内查看、导出和修改数据；不得尝试访问未授权的数据或功能，不得将个人信息带出本单位或用于工作以外的目的。',
        ),
        msg('违反这些规则的帐户可能被冻结，并按本单位的制度处理。'),
      ],
    },
    {
      heading: msg('服务'),
      paragraphs: [
        msg(
          '系统按现状提供。维护和升级会提前通过“系统消息”通知；维护期间系统可能暂时无法使用。录入的数据归本单位所有。',
        ),
      ],
    },
  ],
}

function InfoPage({ content }: { content: InfoPageContent }) {
  const t = useT()
  usePageTitle(t(content.title))
  return (
    <article className="space-y-6 rounded bg-surface p-6 text-sm leading-6 text-foreground shadow-sm">
      <h2 className="text-xl font-semibold">{t(content.title)}</h2>
      {content.sections.map((section) => (
        <section key={section.heading} className="space-y-2">
          <h3 className="text-base font-medium">{t(section.heading)}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
        </section>
      ))}
      <Link to="/user/login" className="inline-block text-primary-strong hover:underline">
        {t('返回登录')}
      </Link>
    </article>
  )
}

export function HelpPage() {
  return <InfoPage content={HELP_PAGE} />
}
export function PrivacyPage() {
  return <InfoPage content={PRIVACY_PAGE} />
}
export function TermsPage() {
  return <InfoPage content={TERMS_PAGE} />
}
