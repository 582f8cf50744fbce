/**
 * The page `ui-kit/browser/popup-selector.spec.ts` drives in real Chromium (`/?page=popup`): a single and a
 * multiple popup selector over the in-memory `popup_user` report, each confirm shown in an <output>.
 */
import { useState } from 'react'
import { createFakeReportSource } from '../../src/popup-selector/fake-report-source.test-helper'
import { PopupSelector } from '../../src/popup-selector/popup-selector'

const { source } = createFakeReportSource()

function Selector({ label, multi }: { label: string; multi: boolean }) {
  const [values, setValues] = useState<Record<string, string>>({})
  return (
    <section className="flex w-96 flex-col gap-2">
      <PopupSelector
        source={source}
        code="popup_user"
        orgFields="username,realname"
        destFields="account,name"
        multi={multi}
        label={label}
        onConfirm={setValues}
      />
      <output aria-label={`${label}结果`}>{JSON.stringify(values)}</output>
    </section>
  )
}

export function PopupPage() {
  return (
    <main className="flex flex-col gap-6 p-4">
      <Selector label="负责人" multi={false} />
      <Selector label="参与人" multi />
    </main>
  )
}
