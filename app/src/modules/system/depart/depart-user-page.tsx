import { DepartManager } from './depart-page'

/** 我的部门 (upstream system/DepartUserList): the departments the user is in charge of, their users and roles. */
export default function DepartUserPage() {
  return <DepartManager mine />
}
