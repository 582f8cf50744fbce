import { Button } from '@erp/ui-kit/button'
import { toast } from '@erp/ui-kit/toast'
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { messageOf } from '../../lib/api-errors'
import { useSession } from '../../stores/session-store'
import { uploadAvatar } from './api/avatar-upload'
import { useEditOwnRecord } from './api/own-record'
import { AccountSettingsLayout } from './account-settings-layout'
import { cropToSquareBlob, type CropArea } from './crop-image'
import { UserAvatar } from './user-avatar'
import { useT } from '@erp/ui-kit/i18n'

/** The crop library is loaded only once an image is chosen. */
const AvatarCropper = lazy(() => import('./avatar-cropper'))

/** docs/spec.md §5: an image upload refuses other files with this text. */
export const NOT_AN_IMAGE = 'please upload an image'
/** Larger files are refused before reading them (the server takes at most 10 MB). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

/** An object URL for a blob, revoked when replaced and when the page unmounts. */
function useObjectUrl(): [string | null, (blob: Blob | null) => void] {
  const [url, setUrl] = useState<string | null>(null)
  const current = useRef<string | null>(null)
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current)
      current.current = null
    },
    [],
  )
  const replace = useCallback((blob: Blob | null) => {
    if (current.current) URL.revokeObjectURL(current.current)
    current.current = blob ? URL.createObjectURL(blob) : null
    setUrl(current.current)
  }, [])
  return [url, replace]
}

/** 头像设置: choose an image, crop it to a square, preview, then upload the crop and save it as the avatar. */
export default function AvatarSettingsPage() {
  const t = useT()
  const user = useSession((state) => state.userInfo)
  const inputId = useId()
  const [sourceUrl, setSource] = useObjectUrl()
  const [area, setArea] = useState<CropArea | null>(null)
  const [cropped, setCroppedBlob] = useState<Blob | null>(null)
  const [previewUrl, setPreview] = useObjectUrl()
  const [refusal, setRefusal] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const save = useEditOwnRecord()
  const setCropped = (blob: Blob | null) => {
    setCroppedBlob(blob)
    setPreview(blob)
  }
  const name = user?.realname || user?.username || ''

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null
    event.target.value = ''
    setCropped(null)
    setArea(null)
    if (!file) return
    if (!file.type.startsWith('image/')) {
      setRefusal(NOT_AN_IMAGE)
      setSource(null)
      return
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setRefusal(t('图片不能超过 5MB'))
      setSource(null)
      return
    }
    setRefusal(null)
    setSource(file)
  }

  const applyCrop = async () => {
    if (!sourceUrl || !area) return
    try {
      setCropped(await cropToSquareBlob(sourceUrl, area))
    } catch (error) {
      toast.warning(messageOf(error))
    }
  }

  const saveAvatar = async () => {
    if (!cropped) return
    setUploading(true)
    try {
      const path = await uploadAvatar(cropped, 'avatar.png')
      await save.mutateAsync({ avatar: path })
      toast.success(t('头像已更新'))
      setSource(null)
      setCropped(null)
    } catch (error) {
      toast.warning(messageOf(error))
    } finally {
      setUploading(false)
    }
  }

  return (
    <AccountSettingsLayout title={t('头像设置')}>
      <div className="flex flex-col gap-6 lg:flex-row">
        <div className="grid flex-1 content-start gap-3">
          <div>
            <label
              htmlFor={inputId}
              className="inline-flex h-8 cursor-pointer items-center rounded border border-border px-3 text-sm focus-within:ring-2 focus-within:ring-primary hover:border-primary"
            >
              {t('选择图片')}
              <input id={inputId} type="file" accept="image/*" className="sr-only" onChange={choose} />
            </label>
            {refusal ? (
              <p role="alert" className="mt-1 text-sm text-danger-strong">
                {refusal}
              </p>
            ) : null}
          </div>
          {sourceUrl ? (
            <Suspense
              fallback={
                <p role="status" className="text-sm text-muted-foreground">
                  {t('加载裁剪工具…')}
                </p>
              }
            >
              <AvatarCropper image={sourceUrl} onCropChange={setArea} />
              <div>
                <Button type="button" onClick={() => void applyCrop()} disabled={!area}>
                  {t('裁剪预览')}
                </Button>
              </div>
            </Suspense>
          ) : (
            <p className="text-sm text-muted-foreground">{t('选择一张图片，裁剪为正方形后保存为头像。')}</p>
          )}
        </div>
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm font-medium">{previewUrl ? t('预览') : t('当前头像')}</p>
          {previewUrl ? (
            <img src={previewUrl} alt={t('裁剪后的头像预览')} className="size-24 rounded-full object-cover" />
          ) : (
            <UserAvatar avatar={user?.avatar} name={name} size="lg" />
          )}
          <Button
            type="button"
            variant="primary"
            disabled={!cropped}
            loading={uploading}
            onClick={() => void saveAvatar()}
          >
            {t('保存头像')}
          </Button>
        </div>
      </div>
    </AccountSettingsLayout>
  )
}
