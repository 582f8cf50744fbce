import { Button } from '@erp/ui-kit/button'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { FormField } from '@erp/ui-kit/form-field'
import { msg, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { messageOf } from '../../../lib/api-errors'
import { departKeys } from '../depart/api/depart-keys'
import type { AddressBookRow } from '../depart/api/depart-types'
import { addressBookApi } from './api/address-book'
import { DepartSearch, useDepartTree } from '../depart/depart-page'
import { Tree } from '@erp/ui-kit/tree'
import { findNode } from '@erp/ui-kit/tree/tree-model'

type Row = AddressBookRow & { post_dictText?: string | null }

const columns: DataColumn<Row>[] = [
  { key: 'realname', title: msg('姓名') },
  { key: 'workNo', title: msg('工号') },
  { key: 'departName', title: msg('部门') },
  { key: 'post', title: msg('职务'), render: (row) => row.post_dictText ?? row.post ?? '' },
  { key: 'telephone', title: msg('座机') },
  { key: 'phone', title: msg('手机') },
  { key: 'email', title: msg('邮箱') },
]

const rowKey = (row: Row) => `${String(row.id)}-${String(row.departId ?? '')}`

/** 通讯录 (upstream system/AddressList): the department tree, and the people of the chosen department. */
export default function AddressBookPage() {
  const t = useT()
  const { all, nodes, setKeyWord, tree } = useDepartTree()
  const [selectedKey, setSelectedKey] = useState<string | null>(null)
  const [draft, setDraft] = useState({ realname: '', workNo: '' })
  const [query, setQuery] = useState({ realname: '', workNo: '', pageNo: 1, pageSize: 10 })
  const selected = findNode(all, selectedKey) ?? findNode(nodes, selectedKey)
  const orgCode = selected?.record.orgCode ?? ''
  const request = {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(orgCode ? { orgCode } : {}),
    ...(query.realname ? { realname: query.realname } : {}),
    ...(query.workNo ? { workNo: query.workNo } : {}),
  }
  const people = useQuery({
    queryKey: departKeys.addressBook(request),
    queryFn: () => addressBookApi.list(request),
    placeholderData: keepPreviousData,
  })

  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <section aria-label={t('部门')} className="w-full shrink-0 space-y-3 rounded bg-surface p-4 lg:w-72">
        <DepartSearch onSearch={setKeyWord} />
        {tree.isError ? (
          <p role="alert" className="text-sm text-danger-strong">
            {messageOf(tree.error)}
          </p>
        ) : null}
        <Tree
          nodes={nodes}
          label={t('部门树')}
          selectedKey={selectedKey}
          onSelectedKeyChange={(key) => {
            setSelectedKey(key)
            setQuery((current) => ({ ...current, pageNo: 1 }))
          }}
        />
      </section>
      <section aria-label={t('通讯录')} className="min-w-0 flex-1 space-y-3 rounded bg-surface p-4">
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            setQuery({ ...query, ...draft, pageNo: 1 })
          }}
        >
          <FormField label={t('姓名')}>
            <Input
              value={draft.realname}
              placeholder={t('请输入姓名')}
              onChange={(event) => setDraft({ ...draft, realname: event.target.value })}
            />
          </FormField>
          <FormField label={t('工号')}>
            <Input
              value={draft.workNo}
              placeholder={t('请输入工号')}
              onChange={(event) => setDraft({ ...draft, workNo: event.target.value })}
            />
          </FormField>
          <Button type="submit" variant="primary">
            {t('查询')}
          </Button>
          <Button
            onClick={() => {
              setDraft({ realname: '', workNo: '' })
              setQuery({ realname: '', workNo: '', pageNo: 1, pageSize: query.pageSize })
            }}
          >
            {t('重置')}
          </Button>
        </form>
        {people.isError ? (
          <p role="alert" className="text-sm text-danger-strong">
            {messageOf(people.error)}
          </p>
        ) : null}
        <DataTable
          caption={selected ? t('{{title}}通讯录', { title: selected.title }) : t('通讯录')}
          columns={columns}
          rows={people.data?.records ?? []}
          rowKey={rowKey}
          loading={people.isFetching}
          pagination={{
            pageNo: query.pageNo,
            pageSize: query.pageSize,
            total: people.data?.total ?? 0,
            onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }),
          }}
        />
      </section>
    </div>
  )
}
