/**
 * The page `ui-kit/browser/popovers.spec.ts` drives in real Chromium (/popovers.html): every popover-based
 * control of the kit (date, date range, date-time, month, select, combobox, popover, dropdown menu), once on
 * the page, away from its top-left corner, and once in a dialog, so the spec can measure where each popup
 * opens relative to its field.
 */
import '../../src/styles.css'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { Button } from '../../src/button/button'
import { Combobox } from '../../src/combobox/combobox'
import { DatePicker, DateRangePicker, DateTimePicker, MonthPicker } from '../../src/date-picker/date-picker'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../src/dialog/dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../src/dropdown-menu/dropdown-menu'
import { FormField } from '../../src/form-field/form-field'
import { Popover, PopoverContent, PopoverTrigger } from '../../src/popover/popover'
import { Select } from '../../src/select/select'

const OPTIONS = [
  { value: 'a', label: '研发部' },
  { value: 'b', label: '财务部' },
  { value: 'c', label: '行政部' },
]

function Controls({ where }: { where: string }) {
  const [date, setDate] = useState('2026-12-07')
  const [range, setRange] = useState<[string, string]>(['', ''])
  const [dateTime, setDateTime] = useState('')
  const [month, setMonth] = useState('2026-12')
  const [choice, setChoice] = useState('')
  const [person, setPerson] = useState('')
  return (
    <div data-testid={`controls-${where}`} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField label="生日">
        <DatePicker value={date} onValueChange={setDate} />
      </FormField>
      <FormField label="起止日期">
        <DateRangePicker value={range} onValueChange={setRange} />
      </FormField>
      <FormField label="打卡时间">
        <DateTimePicker value={dateTime} onValueChange={setDateTime} />
      </FormField>
      <FormField label="月份">
        <MonthPicker value={month} onValueChange={setMonth} />
      </FormField>
      <FormField label="部门">
        <Select value={choice} onValueChange={setChoice} options={OPTIONS} />
      </FormField>
      <FormField label="负责人">
        <Combobox value={person} onValueChange={setPerson} options={OPTIONS} />
      </FormField>
      <div>
        <Popover>
          <PopoverTrigger asChild>
            <Button>说明</Button>
          </PopoverTrigger>
          <PopoverContent align="start">说明文字</PopoverContent>
        </Popover>
      </div>
      <div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button>更多</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem>导出</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  )
}

function App() {
  return (
    <main className="flex flex-col gap-6 px-4 pt-40 sm:pl-72">
      <Dialog>
        <DialogTrigger asChild>
          <Button className="self-start">打开对话框</Button>
        </DialogTrigger>
        <DialogContent width={800} aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>新增用户</DialogTitle>
          </DialogHeader>
          <DialogBody>
            <Controls where="dialog" />
          </DialogBody>
        </DialogContent>
      </Dialog>
      <Controls where="page" />
    </main>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)
