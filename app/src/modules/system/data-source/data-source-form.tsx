import { Button } from '@erp/ui-kit/button'
import { msg, useT } from '@erp/ui-kit/i18n'
import { useEffect, useRef, useState } from 'react'
import { createStore, useStore, type StoreApi } from 'zustand'
import { testConnection } from './api/test-connection'
import { messageOf } from '../../../lib/api-errors'
import { FieldControl } from '../../../lib/resource/field-control'
import type { ControlProps, FieldValue, FormFieldDef } from '../../../lib/resource/resource-definition'

/** Upstream SysDataSourceModal: the driver class of each `database_type`. */
export const DB_DRIVERS: Readonly<Record<string, string>> = {
  '1': 'com.mysql.jdbc.Driver',
  '4': 'com.mysql.cj.jdbc.Driver',
  '2': 'oracle.jdbc.OracleDriver',
  '3': 'com.microsoft.sqlserver.jdbc.SQLServerDriver',
  '5': 'org.mariadb.jdbc.Driver',
  '6': 'org.postgresql.Driver',
  '7': 'dm.jdbc.driver.DmDriver',
  '8': 'com.kingbase8.Driver',
  '9': 'com.oscar.Driver',
  '10': 'org.sqlite.JDBC',
  '11': 'com.ibm.db2.jcc.DB2Driver',
  '12': 'org.hsqldb.jdbc.JDBCDriver',
  '13': 'org.apache.derby.jdbc.ClientDriver',
  '14': 'org.h2.Driver',
  '15': '',
}

/** Upstream SysDataSourceModal: a URL template per `database_type`. */
export const DB_URLS: Readonly<Record<string, string>> = {
  '1': 'jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useUnicode=true&useSSL=false',
  '4': 'jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useUnicode=true&useSSL=false&tinyInt1isBit=false&allowPublicKeyRetrieval=true&serverTimezone=Asia/Shanghai',
  '2': 'jdbc:oracle:thin:@127.0.0.1:1521:ORCL',
  '3': 'jdbc:sqlserver://127.0.0.1:1433;SelectMethod=cursor;DatabaseName=jeecgboot',
  '5': 'jdbc:mariadb://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useSSL=false',
  '6': 'jdbc:postgresql://127.0.0.1:5432/jeecg-boot',
  '7': 'jdbc:dm://127.0.0.1:5236/?jeecg-boot&zeroDateTimeBehavior=convertToNull&useUnicode=true&characterEncoding=utf-8',
  '8': 'jdbc:kingbase8://127.0.0.1:54321/jeecg-boot',
  '9': 'jdbc:oscar://192.168.1.125:2003/jeecg-boot',
  '10': 'jdbc:sqlite://opt/test.db',
  '11': 'jdbc:db2://127.0.0.1:50000/jeecg-boot',
  '12': 'jdbc:hsqldb:hsql://127.0.0.1/jeecg-boot',
  '13': 'jdbc:derby://127.0.0.1:1527/jeecg-boot',
  '14': 'jdbc:h2:tcp://127.0.0.1:8082/jeecg-boot',
}

export const DATA_SOURCE_MESSAGES = {
  test: msg('测试连接'),
  needUrl: msg('请先填写数据源地址'),
  failed: msg('数据库连接失败'),
}

/**
 * What the data-source form shows, mirrored outside the form: the form dialog belongs to the machinery,
 * so the controls report their values here for the 测试连接 button and for filling the driver and URL
 * when the database type is chosen.
 */
interface FormMirror {
  values: Record<string, string>
  /** The last database type picked by the user (not the one loaded with the record), with a counter. */
  typeChange: { type: string; count: number } | null
  set: (name: string, value: FieldValue) => void
  chooseType: (type: string) => void
}

export type FormMirrorStore = StoreApi<FormMirror>

export const createFormMirror = (): FormMirrorStore =>
  createStore<FormMirror>((set) => ({
    values: {},
    typeChange: null,
    set: (name, value) =>
      set((state) => ({
        values: { ...state.values, [name]: value === null || value === undefined ? '' : String(value) },
      })),
    chooseType: (type) =>
      set((state) => ({ typeChange: { type, count: (state.typeChange?.count ?? 0) + 1 } })),
  }))

/** The ids FormField would have put into aria-describedby (a field's own render does not receive them). */
const describedBy = (field: FormFieldDef, { id, invalid }: ControlProps) =>
  [field.hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined

type Fill = 'driver' | 'url'

function MirroredControl({
  field,
  store,
  fill,
  ...props
}: ControlProps & { field: FormFieldDef; store: FormMirrorStore; fill?: Fill }) {
  const { value, onChange } = props
  const typeChange = useStore(store, (state) => state.typeChange)
  const seen = useRef(typeChange?.count ?? 0)
  useEffect(() => store.getState().set(field.name, value), [store, field.name, value])
  useEffect(() => {
    if (!fill || !typeChange || typeChange.count === seen.current) return
    seen.current = typeChange.count
    if (fill === 'driver') {
      onChange(DB_DRIVERS[typeChange.type] ?? '')
      return
    }
    // A URL the user typed is kept; an empty one or one of the templates follows the type.
    const current = value === null || value === undefined ? '' : String(value)
    const template = DB_URLS[typeChange.type]
    if (template !== undefined && (!current || Object.values(DB_URLS).includes(current))) onChange(template)
  }, [fill, typeChange, value, onChange])
  return (
    <FieldControl
      {...props}
      field={field}
      aria-describedby={describedBy(field, props)}
      onChange={(next) => {
        onChange(next)
        if (field.name === 'dbType') store.getState().chooseType(next === null ? '' : String(next))
      }}
    />
  )
}

/** The fields, each reporting its value to the mirror; dbDriver and dbUrl follow the chosen dbType. */
export function mirroredFields(fields: readonly FormFieldDef[], store: FormMirrorStore): FormFieldDef[] {
  const fills: Partial<Record<string, Fill>> = { dbDriver: 'driver', dbUrl: 'url' }
  return fields.map((field) => {
    const fill = fills[field.name]
    return {
      ...field,
      render: (props: ControlProps) => (
        <MirroredControl {...props} field={field} store={store} {...(fill ? { fill } : {})} />
      ),
    }
  })
}

/** 测试连接: the form's connection settings to the test-connection operation; its message shown. */
export function TestConnectionButton({ store }: { store: FormMirrorStore }) {
  const t = useT()
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const [running, setRunning] = useState(false)
  const test = async () => {
    const values = store.getState().values
    const text = (name: string) => values[name]?.trim() || null
    const dbUrl = text('dbUrl')
    if (!dbUrl) {
      setOutcome({ ok: false, message: t(DATA_SOURCE_MESSAGES.needUrl) })
      return
    }
    setRunning(true)
    try {
      const verdict = await testConnection({
        code: text('code'),
        dbType: text('dbType'),
        dbDriver: text('dbDriver'),
        dbUrl,
        dbName: text('dbName'),
        dbUsername: text('dbUsername'),
        dbPassword: values.dbPassword || null,
      })
      setOutcome({ ok: verdict.ok, message: verdict.message || t(DATA_SOURCE_MESSAGES.failed) })
    } catch (error) {
      setOutcome({ ok: false, message: messageOf(error) })
    } finally {
      setRunning(false)
    }
  }
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2">
      <Button size="sm" loading={running} onClick={() => void test()}>
        {t(DATA_SOURCE_MESSAGES.test)}
      </Button>
      {outcome ? (
        <span role="status" className={outcome.ok ? 'text-sm text-foreground' : 'text-sm text-danger-strong'}>
          <span aria-hidden="true">{outcome.ok ? '✓ ' : '✗ '}</span>
          {outcome.message}
        </span>
      ) : null}
    </span>
  )
}
