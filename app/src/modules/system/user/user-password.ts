import { msg } from '@erp/ui-kit/i18n'

/** The password rule of upstream UserModal / PasswordModal. */
export const PASSWORD_PATTERN = /^(?=.*[a-zA-Z])(?=.*\d)(?=.*[~!@#$%^&*()_+`\-={}:";'<>?,./]).{8,}$/

export const USER_MESSAGES = {
  passwordRule: msg('密码由8位数字、大小写字母和特殊符号组成!'),
  passwordRequired: msg('请输入密码!'),
  confirmRequired: msg('请重新输入登录密码!'),
  newPasswordRequired: msg('请输入新密码!'),
  confirmNewRequired: msg('请确认新密码!'),
  passwordsDiffer: msg('两次输入的密码不一样！'),
}
