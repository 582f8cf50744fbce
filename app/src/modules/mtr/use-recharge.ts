import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { meterKeys, rechargeOwnMeter, type PayMethod } from './api/self-service'
import { newRequestId } from './recharge-options'
import { useMeterSession, type MeterReceipt } from './meter-session-store'
import { amountError } from './recharge-rules'

/**
 * The state of one self-service recharge: amount, pay method, the request id that makes a double submit
 * harmless (one per intended recharge, kept until it succeeded), and the submission.
 */
export function useRecharge(onDone: (receipt: MeterReceipt) => void) {
  const [amount, setAmount] = useState('')
  const [payMethod, setPayMethod] = useState<PayMethod>('wechat')
  const [touched, setTouched] = useState(false)
  const [requestId, setRequestId] = useState(newRequestId)
  const setLastRecharge = useMeterSession((state) => state.setLastRecharge)
  const queryClient = useQueryClient()
  const submission = useMutation({
    mutationFn: () => rechargeOwnMeter({ amount: Number(amount.trim()), payMethod, requestId }),
    meta: { handlesErrors: true },
    onSuccess: async (receipt) => {
      setLastRecharge(receipt)
      setRequestId(newRequestId())
      await queryClient.invalidateQueries({ queryKey: meterKeys.selfService })
      onDone(receipt)
    },
  })
  const error = amountError(amount)
  return {
    amount,
    setAmount: (value: string) => {
      setTouched(true)
      setAmount(value)
    },
    payMethod,
    setPayMethod,
    /** The amount's problem once the visitor typed or tried to go on. */
    amountError: touched ? error : null,
    /** Marks the form as tried; true when the amount is valid. */
    check: () => {
      setTouched(true)
      return error === null
    },
    submission,
  }
}
